import { describe, expect, it } from 'vitest';

// Spanish addresses the seller with "tú" everywhere: the console, the error catalogue, the server's mails, the
// invoice PDFs, the import reports and the guides. Each marker below is a form that only "usted" uses.
const jsonFiles = {
  ...import.meta.glob<unknown>('./**/locales/es-ES.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('../../server/src/**/es-ES.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('../../../packages/contracts/src/**/es-ES.json', { eager: true, import: 'default' }),
};
const textFiles = import.meta.glob<string>('../../server/src/**/*.es-ES.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const L = '\\p{L}';
const word = (w: string) => new RegExp(`(?<!${L})(?:${w})(?!${L})`, 'iu');
// Formal imperatives, when they open a sentence or a clause (after "que" the same form is a subjunctive).
const imperatives = [
  'introduzca',
  'introdúzcalo',
  'ingrese',
  'seleccione',
  'haga',
  'pulse',
  'compruebe',
  'vuelva',
  'inicie',
  'elija',
  'escriba',
  'añada',
  'guarde',
  'guárdelos',
  'espere',
  'confirme',
  'revise',
  'intente',
  'inténtelo',
  'utilice',
  'consulte',
  'contacte',
  'cambie',
  'cree',
  'verifique',
  'acepte',
  'indique',
  'asegúrese',
  'recuerde',
  'tenga',
  'abra',
  'ábralo',
  'actualice',
  'adjunte',
  'aplique',
  'conecte',
  'corrija',
  'díganos',
  'empiece',
  'encuentre',
  'escanee',
  'explore',
  'fije',
  'genere',
  'invite',
  'ponga',
  'publique',
  'páguelos',
  'recargue',
  'recárguelo',
  'restablezca',
  'restablézcala',
  'reúna',
  'solicite',
  'suba',
  'vincule',
  'vincúlelos',
  'marque',
  'proteja',
  'configure',
  'pague',
  'regístrese',
  'léalas',
  'olvidó',
];
const MARKERS: RegExp[] = [
  word('usted(?:es)?'),
  new RegExp(`(?:^|[.:;!?¿¡—(]\\s*|\\n|\\*\\*|, | y )(?:${imperatives.join('|')})(?!${L})`, 'iu'),
  word(
    'sus? (?:cuenta|contraseña|correo|saldo|tienda|tiendas|pedido|pedidos|productos|lista|configuración|sesión|sesiones|código|códigos|aplicación|teléfono|perfil|ajustes?|monedero|número IOSS|solicitud|recarga|ticket|tarjeta|avatar|dirección|negocio|cifras|derechos|preferencias)',
  ),
  word('(?:le|se le) (?:enviaremos|avisaremos|permite|llegará|pedirá|espera|envían|ayudan|invitó|encante|habla)'),
  word('(?:¿no puede|¿ya tiene|si no ha|si no está|ya ha iniciado|si cree|si pierde|que busca|por usted)'),
  word(
    '(?:ha ganado|hasta que verifique|podrá navegar|no comparta|no base|recibe este correo|está al día|que quiere|si quiere|cuando quiera|no tiene permiso|solo necesita)',
  ),
];
// Third-person sentences that look formal but speak of someone else.
const ALLOWED = new Set<string>([
  // the admin reads about a seller's store
  './features/admin-orders/locales/es-ES.json:.adminOrders.ship.trackingUrlHint',
  // a category's products, a linked store's orders, the suppliers' products' costs, an uploaded image's address
  './features/admin-catalogue-setup/locales/es-ES.json:.catalogueSetup.category.intro',
  './features/orders/locales/es-ES.json:.orders.empty.noStores',
  './features/public/locales/es-ES.json:.startup.features.market.text',
  '../../server/src/modules/catalogue/locales/es-ES.json:.issues.image',
]);

function strings(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('Spanish speaks to the seller with "tú"', () => {
  const all: [string, string][] = [];
  for (const [file, json] of Object.entries(jsonFiles)) strings(json, `${file}:`, all);
  for (const [file, text] of Object.entries(textFiles))
    text.split(/\n|\\n/).forEach((line, i) => all.push([`${file}:${i + 1}`, line]));

  it('loads the locale files in scope', () => {
    expect(Object.keys(jsonFiles).length).toBeGreaterThan(20);
    expect(Object.keys(textFiles).length).toBeGreaterThanOrEqual(2);
  });

  it('has no "usted" forms in any Spanish text', () => {
    const formal = all.filter(([path, s]) => !ALLOWED.has(path) && MARKERS.some((m) => m.test(s)));
    expect(formal.map(([path, s]) => `${path} ${s.slice(0, 120)}`)).toEqual([]);
  });
});
