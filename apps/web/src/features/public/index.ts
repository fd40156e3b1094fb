// The public pages' surface: other features use only these.
export { PublicFrame } from './components/public-frame';
