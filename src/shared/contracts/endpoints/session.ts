import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { serviceReplySchema } from '../problem.ts';
import {
  altchaChallengeSchema,
  changePasswordBodySchema,
  countriesSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  regionSchema,
  registrationBodySchema,
  sessionUserSchema,
  usageBodySchema,
} from '../session.ts';
import * as routes from '../routes/session.ts';

/** The endpoints of seed 1's session, sign-up, password and usage calls (routes in routes/session.ts). */
export const getMe = endpoint(routes.getMe, { response: sessionUserSchema });
export const logIn = endpoint(routes.logIn, { body: loginBodySchema, response: serviceReplySchema });
export const logOut = endpoint(routes.logOut, { response: serviceReplySchema });
export const forgotPassword = endpoint(routes.forgotPassword, { body: forgotPasswordBodySchema, response: serviceReplySchema });
export const changePassword = endpoint(routes.changePassword, { body: changePasswordBodySchema, response: serviceReplySchema });
export const getCountries = endpoint(routes.getCountries, { response: countriesSchema });
export const getRobotChallenge = endpoint(routes.getRobotChallenge, { response: altchaChallengeSchema });
export const register = endpoint(routes.register, { body: registrationBodySchema, response: sessionUserSchema });
export const getRegion = endpoint(routes.getRegion, { response: regionSchema });
export const recordUsage = endpoint(routes.recordUsage, { body: usageBodySchema, response: z.null(), status: 204 });
