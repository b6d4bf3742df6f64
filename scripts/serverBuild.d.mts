// Types of serverBuild.mjs (plain JavaScript so that scripts/start.mjs runs it without tsx).
export declare const ROOT: string;
export declare const SERVER_BUNDLE_DIR: string;
export declare const SERVER_BUNDLE: string;
/** Newest modification time (ms) of a file or of any file below a directory, skipping `ignored`; 0 if absent. */
export declare function newestMtime(target: string, ignored?: ReadonlySet<string>): number;
/** Why the server bundle needs a build, or undefined when dist/server/start.mjs is up to date. */
export declare function serverBuildReason(): string | undefined;
/** Bundles the server with esbuild and stamps the result; throws when the build fails. */
export declare function buildServer(): Promise<void>;
/** Builds the server bundle when it is missing or stale; returns true when it built. */
export declare function ensureServerBuilt(log?: (line: string) => void): Promise<boolean>;
