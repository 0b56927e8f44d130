/** A line as the gateway answers it, for tests of the calls that return one. */
export const LINE = {
  accountNumber: '4000000012',
  orderRef: 'SND-250115-00004',
  msisdn: '5512345678',
  status: 'Grace',
  sim: {
    iccid: '8952140000061234568',
    type: 'esim',
    activationStatus: 'ACTIVATED',
    installationStatus: 'NOT_INSTALLED',
  },
  plan: {
    sku: 'PLAN-SENDA-200',
    name: 'Senda 200',
    price: { amount: 200, currency: 'MXN' },
    planType: 'prepaid',
    validityDays: 30,
    allowances: [{ type: 'DATA', value: 15, unit: 'GB', label: '15 GB' }],
  },
  activationDate: '2025-01-15T16:00:00.000Z',
  renewalDate: '2025-02-14T06:00:00.000Z',
  graceEndsAt: '2025-02-21T06:00:00.000Z',
  autoRenewal: false,
  renewalCard: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
};

/** A paid order as the gateway answers it (order v2), carrying its line. */
export const paidOrderAnswer = (orderRef: string, line: unknown, simType = 'esim') => ({
  result: {
    order_ref: orderRef,
    order_type: 'SIM_ONLY',
    state: 'PRO',
    status: 'COMPLETED',
    created_at: '2025-01-15T16:00:00.000Z',
    sim_type: simType,
    items: [],
    subtotal: { amount: 172.41, currency: 'MXN' },
    tax: { amount: 27.59, currency: 'MXN' },
    total: { amount: 200, currency: 'MXN' },
    payment_due: { amount: 0, currency: 'MXN' },
    line,
  },
});
