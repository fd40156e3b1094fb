import { collectMessages, type Messages } from '../locales';

// Every other locales/ folder under src/: the console's features.
export default collectMessages(
  import.meta.glob<Messages>(
    ['../../**/locales/pt-BR.json', '!../../locales/pt-BR.json', '!../../features/auth/locales/pt-BR.json'],
    { eager: true, import: 'default' },
  ),
);
