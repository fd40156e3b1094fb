import { collectMessages, type Messages } from '../locales';

// What the sign-in page shows: the shared strings and the sign-in feature's.
export default collectMessages(
  import.meta.glob<Messages>(['../../locales/es-ES.json', '../../features/auth/locales/es-ES.json'], {
    eager: true,
    import: 'default',
  }),
);
