import { App, Modal, message, notification } from 'antd';
import { useEffect } from 'react';

type Feedback = ReturnType<typeof App.useApp>;

// Code outside React (the http client) reaches antd's themed, localized feedback through this bridge;
// before the bridge mounts, the static functions stand in.
let bound: Feedback | null = null;

/** Mount once inside antd's <App> so that toasts and dialogs use the app's theme and locale. */
export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => {
    bound = api;
    return () => {
      if (bound === api) bound = null;
    };
  }, [api]);
  return null;
}

export const feedback = {
  get notification(): Feedback['notification'] {
    return bound?.notification ?? notification;
  },
  get modal(): Feedback['modal'] | typeof Modal {
    return bound?.modal ?? Modal;
  },
  get message(): Feedback['message'] {
    return bound?.message ?? message;
  },
};
