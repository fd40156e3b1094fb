import { collectMessages, type Messages } from '../locales';

// Every other locales/ folder under src/: the console's features.
export default collectMessages(
  import.meta.glob<Messages>(
    ['../../**/locales/en-US.json', '!../../locales/en-US.json', '!../../features/auth/locales/en-US.json'],
    { eager: true, import: 'default' },
  ),
);
