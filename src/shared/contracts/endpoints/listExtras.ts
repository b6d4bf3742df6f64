import { endpoint } from '../endpoint.ts';
import * as c from '../listExtras.ts';
import * as routes from '../routes/listExtras.ts';

/** The endpoints of list comments, quantities, filing and alerts (routes in routes/listExtras.ts). */
export const getListExtras = endpoint(routes.getListExtras, { params: c.alertListParamsSchema, response: c.listExtrasSchema });
export const addListComment = endpoint(routes.addListComment, { body: c.newListCommentSchema, response: c.listCommentAnswerSchema, status: 201 });
export const editListComment = endpoint(routes.editListComment, { body: c.editListCommentSchema, response: c.listCommentAnswerSchema });
export const removeListComment = endpoint(routes.removeListComment, { params: c.listCommentParamsSchema, response: c.listCommentAnswerSchema });
export const addQuantity = endpoint(routes.addQuantity, { body: c.quantityBodySchema, response: c.quantityAnswerSchema, status: 201 });
export const editQuantity = endpoint(routes.editQuantity, { body: c.quantityBodySchema, response: c.quantityAnswerSchema });
export const removeQuantity = endpoint(routes.removeQuantity, { body: c.quantityKeySchema, response: c.quantityAnswerSchema });
export const fileList = endpoint(routes.fileList, { body: c.filingBodySchema, response: c.filingAnswerSchema });
export const getAlerts = endpoint(routes.getAlerts, { response: c.listAlertsSchema });
export const addAlert = endpoint(routes.addAlert, { body: c.newListAlertSchema, response: c.listAlertAnswerSchema, status: 201 });
export const editAlert = endpoint(routes.editAlert, {
  params: c.alertIdParamsSchema,
  body: c.editListAlertSchema,
  response: c.listAlertAnswerSchema,
});
export const removeAlert = endpoint(routes.removeAlert, { params: c.alertIdParamsSchema, response: c.listAlertAnswerSchema });
export const getListAlerts = endpoint(routes.getListAlerts, { params: c.alertListParamsSchema, response: c.listAlertsSchema });
