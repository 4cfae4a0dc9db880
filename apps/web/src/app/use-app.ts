/** Moved to components (components may not import app); kept so existing imports keep working. */
export * from '../components/use-app';
