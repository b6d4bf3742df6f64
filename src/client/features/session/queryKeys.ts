/** Query keys of the session feature. The first segment decides persistence (app/queryClient.ts). */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};

export const preferenceKeys = {
  all: ['preferences'] as const,
  region: () => [...preferenceKeys.all, 'region'] as const,
  noUpdates: () => [...preferenceKeys.all, 'noUpdates'] as const,
  landing: () => [...preferenceKeys.all, 'landing'] as const,
  ofType: (type: string) => [...preferenceKeys.all, 'type', type] as const,
};

export const registrationKeys = {
  all: ['registration'] as const,
  countries: () => [...registrationKeys.all, 'countries'] as const,
};
