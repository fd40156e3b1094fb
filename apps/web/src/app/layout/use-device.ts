import { useEffect } from 'react';
import { useAppStore, type Device } from '@/stores/app-store';

/** Below this width the console is laid out for a phone: the menu moves into a drawer. */
const PHONE_QUERY = '(max-width: 991px)';

/** Keeps the `device` setting in step with the window. */
export function useDevice(): Device {
  const device = useAppStore((s) => s.device);
  const updateSettings = useAppStore((s) => s.updateSettings);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const apply = () => updateSettings({ device: query.matches ? 'mobile' : 'desktop' });
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [updateSettings]);
  return device;
}
