/**
 * A print review copy request (seed 3 section 5) is valid only with a selected address and a non-empty phone
 * number; otherwise the failure message asks the user to provide shipping for the request.
 */
export const PROVIDE_SHIPPING_MESSAGE = 'Please provide shipping for this request.';

/** The address fields a print copy cannot be shipped without. */
export const REQUIRED_ADDRESS_FIELDS = ['fullName', 'streetAddress1', 'city', 'country'] as const;

export interface ShippingAddress {
  fullName?: string;
  streetAddress1?: string;
  city?: string;
  country?: string;
}

/** The fields missing for shipping: 'address' (none selected), 'address.{field}' or 'phoneNumber'. */
export function missingShipping(address: ShippingAddress | null | undefined, phoneNumber: string | null | undefined): string[] {
  const missing: string[] = [];
  if (!address) missing.push('address');
  else for (const field of REQUIRED_ADDRESS_FIELDS) if (!address[field]?.trim()) missing.push(`address.${field}`);
  if (!phoneNumber?.trim()) missing.push('phoneNumber');
  return missing;
}
