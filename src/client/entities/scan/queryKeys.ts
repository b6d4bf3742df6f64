/** Query keys of the scanner: the ISBNs scanned at a fair that were not found, kept on this device. */
export const scanKeys = {
  all: ['scans'] as const,
  list: (userId: number) => [...scanKeys.all, 'list', userId] as const,
};
