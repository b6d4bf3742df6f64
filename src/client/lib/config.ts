import { version } from '../../../package.json';

/** Client configuration. Values come from Vite env (VITE_*) at build time, with safe defaults. */
export const appConfig = {
  version,
  /** Shows the forgot-password link in the registration modal. */
  showForgotPassword: import.meta.env.VITE_SHOW_FORGOT_PASSWORD !== 'false',
  /**
   * Where a signed-in user whose chosen landing is the companion product is sent from the main page.
   * Empty (the default) disables that redirect.
   */
  companionUrl: (import.meta.env.VITE_COMPANION_URL as string | undefined) ?? '',
  /** applicationIdentifier sent with a forgot-password request. */
  applicationIdentifier: 'community',
  /** Where the Feedback widget sends mail. */
  feedbackEmail: (import.meta.env.VITE_FEEDBACK_EMAIL as string | undefined) || 'feedback@booktrade.example',
  /** The support address a failed community code names (seed 1 §8). */
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@booktrade.example',
  /** Mobile layout below this width (seed 1 section 9: small breakpoint 815). */
  smallBreakpoint: 815,
  mediumBreakpoint: 1030,
} as const;
