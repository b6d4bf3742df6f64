import { route } from '../endpoint.ts';

/** Profile and account (seed 3 §3, issue 20): the routes of contracts/profile.ts (zod-free, see endpoint.ts). */
export const getProfile = route('GET', '/api/v1/me/profile');
export const savePersonalInfo = route('POST', '/api/v1/users/:email/');
export const addAddress = route('POST', '/api/v1/me/addresses');
export const updateAddress = route('PUT', '/api/v1/me/addresses/:addressId');
export const deleteAddress = route('DELETE', '/api/v1/me/addresses/:addressId');
export const uploadAvatar = route('PUT', '/api/v1/me/avatar');
export const deleteAvatar = route('DELETE', '/api/v1/me/avatar');
export const changeEmail = route('POST', '/api/v1/me/email');
