import type { MenuNode } from '@dropport/contracts';
import { postForm } from '@/lib/http';

/** The menu the user's role may see, by route name (menu from server). */
export function fetchUserMenu(): Promise<MenuNode[]> {
  return postForm<MenuNode[]>('/api/user/menu', {}, { silent: true });
}
