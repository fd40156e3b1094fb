import type { Operation } from './openapi.js';
import { isList, isObj } from './schema-values.js';

type Id = string | number;

/**
 * Real ids seen in list answers, so that path parameters and body fields can name objects that exist and the
 * code behind the lookup runs. Keyed two ways: by the list's path template (`/api/orders` feeds `/api/orders/{id}`)
 * and by field name (`variantId`, or `variants[].id` read as `variantId`).
 */
export class IdPools {
  private readonly byPrefix = new Map<string, Map<string, Set<Id>>>();
  private readonly byName = new Map<string, Set<Id>>();
  private readonly aliases = new Map<string, () => readonly Id[]>();

  /** Reads a list answer (`{ items }` or a bare array) of the list at `template`. */
  addList(template: string, body: unknown): void {
    const items = isList(body) ? body : isObj(body) && isList(body.items) ? body.items : [];
    const fields = this.byPrefix.get(template) ?? new Map<string, Set<Id>>();
    this.byPrefix.set(template, fields);
    // A real cursor lets the keyset decoding run; a fuzzed one mostly stops at its format check.
    if (isObj(body) && typeof body.nextCursor === 'string') add(fields, 'cursor', body.nextCursor);
    for (const item of items) {
      if (!isObj(item)) continue;
      for (const key of ['id', 'slug', 'scope', 'code']) {
        const v = item[key];
        if (typeof v === 'string' || typeof v === 'number') add(fields, key, v);
      }
    }
    this.addNames(body);
  }

  /** Collects `fooId` fields and `foos[].id` anywhere in an answer, a few levels deep. */
  addNames(body: unknown, depth = 0, parentKey = ''): void {
    if (depth > 5) return;
    if (isList(body)) {
      for (const item of body) {
        if (isObj(item) && parentKey && parentKey !== 'items') {
          const id = item.id;
          if (typeof id === 'string' || typeof id === 'number') add(this.byName, `${singular(parentKey)}Id`, id);
        }
        this.addNames(item, depth + 1, parentKey);
      }
      return;
    }
    if (!isObj(body)) return;
    for (const [k, v] of Object.entries(body)) {
      if (/Id$/.test(k) && (typeof v === 'string' || typeof v === 'number')) add(this.byName, k, v);
      else this.addNames(v, depth + 1, k);
    }
  }

  add(name: string, value: Id): void {
    add(this.byName, name, value);
  }

  /** Names a pool after another one: `orderIds` are the ids of `/api/orders`. */
  alias(name: string, source: () => readonly Id[]): void {
    this.aliases.set(name, source);
  }

  list(template: string, field = 'id'): Id[] {
    return [...(this.byPrefix.get(template)?.get(field) ?? [])];
  }

  /** Real cursors of the list at this path, if it had a second page. */
  cursors(template: string): Id[] {
    return this.list(template, 'cursor');
  }

  /** Everything known, for a log reader wondering why a route never found anything. */
  dump(): Record<string, unknown> {
    const lists = Object.fromEntries(
      [...this.byPrefix].map(([k, v]) => [k, Object.fromEntries([...v].map(([f, s]) => [f, s.size]))]),
    );
    const names = Object.fromEntries([...this.byName].map(([k, v]) => [k, v.size]));
    return { lists, names, aliases: Object.fromEntries([...this.aliases].map(([k, f]) => [k, f().length])) };
  }

  named(name: string): Id[] {
    return [...(this.byName.get(name) ?? [])];
  }

  /** Values for a body field or query parameter by its name. */
  hint(name: string): readonly Id[] | undefined {
    const aliased = this.aliases.get(name)?.();
    const found = aliased?.length ? aliased : this.named(name);
    return found.length ? found : undefined;
  }

  /** Values for a path parameter: the list at the path's prefix first, then the parameter's name. */
  forPath(op: Operation, param: string): string[] {
    const at = op.path.indexOf(`/{${param}}`);
    const prefix = at > 0 ? op.path.slice(0, at) : '';
    const fields = this.byPrefix.get(prefix);
    const fromList = fields?.get(param) ?? fields?.get('id');
    const values = fromList?.size ? [...fromList] : [...(this.hint(param) ?? [])];
    return values.map(String);
  }
}

function add(map: Map<string, Set<Id>>, key: string, value: Id): void {
  const set = map.get(key) ?? new Set<Id>();
  // A few of each is all the sampling can use; the cap keeps a big catalogue from filling memory.
  if (set.size < 50) set.add(value);
  map.set(key, set);
}

const singular = (name: string) =>
  name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : name;
