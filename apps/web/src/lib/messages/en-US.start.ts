import { collectMessages, type Messages } from '../locales';

// What the sign-in page shows: the shared strings and the sign-in feature's.
export default collectMessages(
  import.meta.glob<Messages>(['../../locales/en-US.json', '../../features/auth/locales/en-US.json'], {
    eager: true,
    import: 'default',
  }),
);
