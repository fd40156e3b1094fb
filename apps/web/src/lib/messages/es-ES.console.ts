import { collectMessages, type Messages } from '../locales';

// Every other locales/ folder under src/: the console's features.
export default collectMessages(
  import.meta.glob<Messages>(
    ['../../**/locales/es-ES.json', '!../../locales/es-ES.json', '!../../features/auth/locales/es-ES.json'],
    { eager: true, import: 'default' },
  ),
);
