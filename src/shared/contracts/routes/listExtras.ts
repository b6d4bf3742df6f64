import { route } from '../endpoint.ts';

const LIST = '/api/v1/collaborativeTitleList';
const ALERTS = '/api/v1/collaborativeTitleLists/alerts';

/** Collaborative list comments, quantities, filing and alerts (seed 3 §7): the routes of contracts/listExtras.ts. */
export const getListExtras = route('GET', '/api/v1/collaborativeTitleLists/:listId/extras');
export const addListComment = route('POST', `${LIST}/comments`);
export const editListComment = route('PUT', `${LIST}/comments`);
export const removeListComment = route('DELETE', `${LIST}/comments/:id`);
export const addQuantity = route('POST', `${LIST}/quantities`);
export const editQuantity = route('PUT', `${LIST}/quantities`);
export const removeQuantity = route('DELETE', `${LIST}/quantities`);
export const fileList = route('POST', `${LIST}/filing`);
export const getAlerts = route('GET', ALERTS);
export const addAlert = route('POST', ALERTS);
export const editAlert = route('PUT', `${ALERTS}/:id`);
export const removeAlert = route('DELETE', `${ALERTS}/:id`);
export const getListAlerts = route('GET', `${ALERTS}/:listId`);
