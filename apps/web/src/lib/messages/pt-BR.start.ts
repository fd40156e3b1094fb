import { collectMessages, type Messages } from '../locales';

// What the sign-in page shows: the shared strings and the sign-in feature's.
export default collectMessages(
  import.meta.glob<Messages>(['../../locales/pt-BR.json', '../../features/auth/locales/pt-BR.json'], {
    eager: true,
    import: 'default',
  }),
);
