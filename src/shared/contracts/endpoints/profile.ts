import { endpoint } from '../endpoint.ts';
import {
  addressBodySchema,
  addressParamsSchema,
  addressSchema,
  addressIdSchema,
  avatarReplySchema,
  changeEmailBodySchema,
  changeEmailReplySchema,
  personalInfoBodySchema,
  profileSchema,
  userEmailParamsSchema,
} from '../profile.ts';
import * as routes from '../routes/profile.ts';

/** The endpoints of the profile editor and account (routes in routes/profile.ts). */
export const getProfile = endpoint(routes.getProfile, { response: profileSchema });
export const savePersonalInfo = endpoint(routes.savePersonalInfo, {
  params: userEmailParamsSchema,
  body: personalInfoBodySchema,
  response: profileSchema,
});
export const addAddress = endpoint(routes.addAddress, { body: addressBodySchema, response: addressSchema, status: 201 });
export const updateAddress = endpoint(routes.updateAddress, { params: addressParamsSchema, body: addressBodySchema, response: addressSchema });
export const deleteAddress = endpoint(routes.deleteAddress, { params: addressParamsSchema, response: addressIdSchema });
/** The body is the picture's bytes (image/jpeg, image/png or image/webp), read by the server's avatar route. */
export const uploadAvatar = endpoint(routes.uploadAvatar, { response: avatarReplySchema });
export const deleteAvatar = endpoint(routes.deleteAvatar, { response: avatarReplySchema });
export const changeEmail = endpoint(routes.changeEmail, { body: changeEmailBodySchema, response: changeEmailReplySchema });
