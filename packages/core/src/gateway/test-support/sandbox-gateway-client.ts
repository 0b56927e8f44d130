import { createGatewayClient, type GatewayClient } from '../gateway-client.ts';

/**
 * A gateway client for tests against the sandbox over MSW, signed in with `token`: a fixed device,
 * no visitor id, and a session that ends by forgetting the token (as the app's does). With
 * `getLanguage`, each call asks for the language it returns then (as the app's client does).
 */
export function sandboxGatewayClient(
  token: string,
  options: { getLanguage?: () => string } = {},
): GatewayClient {
  let current: string | undefined = token;
  return createGatewayClient({
    baseUrl: 'http://storefront.test/gateway',
    session: {
      getAccessToken: () => current,
      setAccessToken: (next) => {
        current = next;
      },
      getDeviceId: () => '1737000000000R4242424',
      getVisitorId: () => undefined,
      ...(options.getLanguage ? { getLanguage: options.getLanguage } : {}),
      logoutTarget: () => '/web/login?reset=true',
      endSession: () => {
        current = undefined;
      },
    },
  });
}
