/** Query keys of the reader feature (reader products and positions, web-reader skus). */
export const readerKeys = {
  all: ['reader'] as const,
  viewed: () => [...readerKeys.all, 'viewed'] as const,
  /** The position this device last showed for a title (IndexedDB). */
  device: (sku: string) => [...readerKeys.all, 'device', sku] as const,
  webreaderSkus: () => [...readerKeys.all, 'webreaderSkus'] as const,
  /** Whether this device holds the galley of a title (IndexedDB). */
  onDevice: (sku: string) => [...readerKeys.all, 'onDevice', sku] as const,
};
