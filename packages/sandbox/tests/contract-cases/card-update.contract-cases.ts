import type { ContractCases, Env } from '../support/contract-kit.ts';

/** The `expired-card` customer, the user the domain works on, and a code request for its line. */
function withCode(env: Env) {
  const customer = env.state.scenarios.create('expired-card');
  const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
  const user = env.state.auth.user(userId);
  if (!user) throw new Error('expired-card has no user');
  const { otp } = env.state.flow('card-update').requestCode(user, customer.accountNumber, 'es-MX', {});
  return { customer, userId, otp };
}

/** A transient token for an approved Mastercard, as the hosted fields make one. */
function token(env: Env, userId: string): string {
  const context = env.state.provider.createCaptureContext(userId, 'http://storefront.test');
  return env.state.provider.tokenise({
    captureContext: context.id,
    cardNumber: '5555555555554444',
    securityCode: '123',
    expirationMonth: '11',
    expirationYear: '2030',
  }).token;
}

/** Card update's calls (its manifest's endpoints), each from the `expired-card` customer. */
const cases: ContractCases = {
  requestCardUpdateCode: (env) => {
    const customer = env.state.scenarios.create('expired-card');
    return { token: customer.accessToken, input: { json: { accountNumber: customer.accountNumber } } };
  },
  resendCardUpdateCode: (env) => {
    const { customer, otp } = withCode(env);
    return { token: customer.accessToken, input: { json: { requestId: otp.id } } };
  },
  verifyCardUpdateCode: (env) => {
    const { customer, otp } = withCode(env);
    return {
      token: customer.accessToken,
      input: { json: { accountNumber: customer.accountNumber, requestId: otp.id, otpCode: otp.code } },
    };
  },
  submitCardUpdate: (env) => {
    const { customer, userId, otp } = withCode(env);
    const update = env.state.flow('card-update').verifyCode(userId, customer.accountNumber, otp.id, otp.code);
    return {
      token: customer.accessToken,
      input: {
        json: {
          accountNumber: customer.accountNumber,
          updateId: update.updateId,
          transientToken: token(env, userId),
        },
      },
    };
  },
};

export default cases;
