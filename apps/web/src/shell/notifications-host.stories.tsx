import {
  NOTIFICATION_POSITIONS,
  NOTIFICATION_TYPES,
  type NotificationPosition,
  type NotificationType,
} from '@senda/core/stores';
import { PROMO_MAXIMUM_REACHED_NOTIFICATION } from '@senda/core/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryEnv } from '../storybook/story-env';
import { renderApp, routeStory } from '../storybook/story-kit';

/**
 * Notifications as the notifications host draws the store: each type, each position,
 * over the landing page. In stories they stay until closed; their timing is core's (tested there).
 */
export default { title: 'App/Notifications', render: renderApp } satisfies Meta;

/** A real message of each type, as the screens raise them. */
const MESSAGES: Record<NotificationType, { id: string; values?: Record<string, string> }> = {
  info: { id: 'verify_otp.code_resent', values: { email: 'ana.lopez@example.mx' } },
  success: { id: 'language.saved' },
  warning: { id: PROMO_MAXIMUM_REACHED_NOTIFICATION.messageId },
  danger: { id: 'errors.something_wrong' },
};

function notify(env: StoryEnv, type: NotificationType, position?: NotificationPosition) {
  const { stores } = env.services;
  stores.store.set(stores.notifications.add, {
    message: MESSAGES[type],
    type,
    ...(position ? { position } : {}),
  });
}

const typeStory = (type: NotificationType): StoryObj =>
  routeStory('/', { states: [`notifications.type.${type}`], setup: (env) => notify(env, type) });

const positionStory = (position: NotificationPosition): StoryObj =>
  routeStory('/', {
    states: [`notifications.position.${position}`],
    setup: (env) => notify(env, 'info', position),
  });

export const Info = typeStory('info');
export const Success = typeStory('success');
export const Warning = typeStory('warning');
export const Danger = typeStory('danger');

export const TopLeft = positionStory('top-left');
export const TopCenter = positionStory('top-center');
export const TopRight = positionStory('top-right');
export const BottomLeft = positionStory('bottom-left');
export const BottomCenter = positionStory('bottom-center');
export const BottomRight = positionStory('bottom-right');

/** Every type stacked in every position at once: spacing and offsets side by side. */
export const AllAtOnce: StoryObj = routeStory('/', {
  setup: (env) => {
    for (const position of NOTIFICATION_POSITIONS) {
      for (const type of NOTIFICATION_TYPES) notify(env, type, position);
    }
  },
});
