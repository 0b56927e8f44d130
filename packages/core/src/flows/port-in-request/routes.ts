/** Port-in cancel and re-initiation's page: the line's latest transfer. */
export const PORT_IN_REQUEST_ROUTES = {
  cancelPortIn: '/manage/cancel-portin',
} as const;
