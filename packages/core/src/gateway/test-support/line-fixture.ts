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
