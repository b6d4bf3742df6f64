/** Query keys of the session entity (the session's own key is in lib/currentUser.ts). The first segment decides persistence (lib/queryClient.ts). */
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
