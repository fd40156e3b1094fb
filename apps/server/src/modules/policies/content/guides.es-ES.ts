import type { PageTexts } from './types.js';

/** The guide pages of Policy in es-ES. */
export const guides: PageTexts<'how-to-start' | 'shipping-policy' | 'refunds' | 'ioss'> = {
  'how-to-start': {
    title: 'Cómo empezar',
    body: `Del registro a tu primer pedido pagado en ocho pasos. Cada paso indica la página de la consola donde se realiza.

## 1. Crea tu cuenta

Regístrate con tu correo electrónico profesional y una contraseña de al menos 8 caracteres. Te enviaremos un código de 6 dígitos: introdúcelo en el Espacio de trabajo para verificar la dirección. Hasta que esté verificada, puedes explorar el mercado, pero no podrás recargar tu saldo ni pagar pedidos.

## 2. Protege tu cuenta

En **Mi cuenta**, completa tu perfil y activa el **inicio de sesión en dos pasos** con una aplicación de autenticación. Guarda los códigos de recuperación en un lugar seguro: cada uno te permite iniciar sesión una vez si pierdes el teléfono.

## 3. Configura tu consola

Abre **Ajustes** y revisa sus páginas una vez:

- **Básicos**: idioma, zona horaria, formato de fechas e importes, y si los pedidos nuevos se pagan automáticamente con tu saldo (con un límite diario).
- **Envío**: el país al que sueles enviar y, para cada destino, el método de envío que prefieres y uno alternativo.
- **Tarjeta de agradecimiento**: una tarjeta de agradecimiento en cada paquete, si quieres.
- **IOSS**: tu número IOSS de la UE, si vendes en la Unión Europea.
- **Correo electrónico**: los avisos que quieres recibir por correo electrónico.

## 4. Encuentra productos en el mercado

El **Mercado** muestra los productos de nuestros proveedores. Busca por nombre o SKU, filtra por categoría, coste y almacén de origen, y elige el país de destino para ver el coste y el plazo de envío en cada ficha.

## 5. Prepara tu lista de importación

Marca los productos que te interesen y elige **Añadir a la lista de importación**. En la **Lista de importación** puedes editar títulos, descripciones, imágenes y variantes, y tus **reglas de precios** convierten nuestro coste en el precio de venta de tu tienda.

## 6. Vincula tu tienda

En **Añadir mi tienda**, conecta tu tienda Shopify. Solo tienes que autorizar a Dropport en Shopify una vez; nunca vemos tu contraseña de Shopify.

## 7. Publica tus productos

Desde la lista de importación, publica los productos en tu tienda. Pasarán a **Mis productos**, donde verás en qué tienda se venden y podrás mantener precios y existencias sincronizados.

## 8. Paga tus pedidos

Cuando un cliente compra, el pedido aparece en **Pedidos**. Recarga tu **Saldo** con tarjeta o por transferencia bancaria y paga los pedidos: nosotros los compramos, los empaquetamos y los enviamos, y el número de seguimiento se envía a tu tienda.

### ¿Necesitas ayuda?

Abre un **ticket de soporte** desde Inicio. Respondemos en un plazo de un día hábil.
`,
  },
  'shipping-policy': {
    title: 'Política de envíos',
    body: `Cuánto tardan los pedidos, cómo se envían y qué ocurre si un paquete se extravía.

## Plazo de preparación

Una vez pagado un pedido, nuestros proveedores necesitan **de 1 a 3 días hábiles** para prepararlo, revisarlo y empaquetarlo. Los productos almacenados en **Mi almacén en la nube** o en un almacén cercano a tu cliente suelen salir en 24 horas. Los pedidos pagados antes de las 14:00 (hora del almacén) se cuentan desde ese mismo día.

## Métodos de envío

Puedes elegir el método predeterminado para cada país de destino en **Ajustes → Envío**, con un método alternativo para los productos que el primero no pueda transportar.

| Método | Plazo de entrega habitual | Seguimiento |
| --- | --- | --- |
| Dropport Standard | 7–15 días | Completo |
| Dropport Express | 3–7 días | Completo |
| Economy Post | 12–25 días | Parcial |
| YunExpress Standard | 6–12 días | Completo |
| DHL eCommerce | 5–10 días | Completo |
| USPS via Dropport Line | 5–9 días (solo EE. UU.) | Completo |

Los días de entrega se cuentan desde el día en que el paquete sale del almacén y son estimaciones, no compromisos: las aduanas, los días festivos y las condiciones meteorológicas pueden añadir días.

## Costes de envío

Cada ficha de producto muestra el coste de cada método para el destino que elijas. El coste depende del peso del paquete (un precio por el primer tramo de peso más un precio por cada tramo adicional) y se paga junto con el pedido con cargo a tu saldo.

## Seguimiento

Todos los paquetes enviados con seguimiento completo reciben un número de seguimiento en las 48 horas siguientes a su expedición. Lo enviamos a tu tienda y, si así lo has configurado en **Ajustes → Envío**, tu tienda se lo comunica a tu cliente. Puedes definir la dirección de tu propia página de seguimiento con el marcador \`{trackingNumber}\`.

## Paquetes perdidos o retrasados

- Un paquete sin actualizaciones de seguimiento durante **20 días**, o no entregado **15 días** después del plazo de entrega máximo de su método, se considera perdido.
- Abre un ticket de soporte con el número de pedido: lo comprobaremos con el transportista y, si se ha perdido, volveremos a enviar el pedido o te reembolsaremos el importe en tu saldo, según prefieras.
- Si un paquete se devuelve porque la dirección era incorrecta o estaba incompleta, no es responsabilidad nuestra: podemos volver a enviarlo cuando corrijas la dirección y abones el nuevo coste de envío.

## Direcciones y aduanas

Asegúrate de que tu tienda envía direcciones completas con número de teléfono. Los aranceles e impuestos del país de destino corren a cargo del destinatario, salvo en los pedidos a la UE declarados con tu número IOSS (consulta **IOSS explicado**).
`,
  },
  refunds: {
    title: 'Reembolsos',
    body: `Cuándo reembolsamos un pedido, cómo solicitarlo y adónde va el dinero.

## Cuándo recibes un reembolso

| Situación | Qué reembolsamos |
| --- | --- |
| Pedido cancelado antes de su envío | El pedido completo |
| Producto agotado después del pago | Ese producto y su parte proporcional del envío |
| Paquete perdido (consulta la política de envíos) | El pedido completo o un reenvío gratuito |
| Producto dañado o no conforme con la descripción | Ese producto o una sustitución gratuita |
| Producto o cantidad incorrectos | Los artículos que faltan o son incorrectos, o una sustitución |

No reembolsamos pedidos entregados en la dirección que nos facilitó tu tienda, pedidos de clientes que han cambiado de opinión ni retrasos causados por la aduana.

## Cómo solicitarlo

1. Abre un **ticket de soporte** desde Inicio en un plazo de **15 días** desde la entrega (o desde el día en que el paquete se considera perdido).
2. Indica el número de pedido y el problema.
3. Si los productos están dañados o son incorrectos, adjunta fotos nítidas del producto y de su etiqueta.

Respondemos en un plazo de un día hábil y resolvemos en un máximo de cinco.

## Adónde va el dinero

Los reembolsos se abonan en tu **Saldo** de Dropport, en dólares estadounidenses y al céntimo, y aparecen en tu historial con el número de pedido. Puedes usarlos de inmediato en nuevos pedidos. Si quieres que te devolvamos el saldo, solicítalo en un ticket de soporte: lo transferiremos a la tarjeta o cuenta bancaria desde la que hiciste la recarga, descontando las comisiones que nos cobre el proveedor de pagos.

### Tus clientes

Tus clientes compran en tu tienda, por lo que tú les reembolsas según la política de tu propia tienda. Un reembolso nuestro a ti no reembolsa automáticamente a tu cliente.
`,
  },
  ioss: {
    title: 'IOSS explicado',
    body: `Qué es la ventanilla única de importación de la UE y cómo utiliza Dropport tu número IOSS.

## ¿Qué es el IOSS?

Desde el 1 de julio de 2021, todos los paquetes importados en la Unión Europea pagan IVA, por pequeño que sea su valor. La **ventanilla única de importación (IOSS)** permite al vendedor cobrar ese IVA en el momento de la compra e ingresarlo cada mes en un único país de la UE, en lugar de que el cliente lo pague (más una tasa de gestión) en el momento de la entrega.

## Cuándo se aplica

El IOSS se aplica a los bienes enviados desde fuera de la UE a un cliente de la UE cuando el valor del paquete es de **150 € o menos**. Por encima de 150 €, el cliente paga el IVA de importación y los aranceles que correspondan en la aduana, como hasta ahora.

## Qué necesitas

- Un número IOSS, asignado por una autoridad tributaria de la UE directamente o a través de un intermediario. Está formado por **IM** seguido de **10 dígitos**, por ejemplo \`IM0123456789\`.
- Cobrar a tus clientes el IVA de su país en el momento de la compra (Shopify puede hacerlo por ti).
- Presentar una declaración IOSS mensual e ingresar el IVA recaudado.

## Cómo lo declara Dropport

1. Introduce tu número en **Ajustes → IOSS** y activa la declaración.
2. En cada pedido a un país de la UE con un valor de 150 € o menos, imprimimos tu número IOSS en la declaración de aduanas del paquete.
3. El paquete supera el despacho de aduanas sin que el cliente tenga que volver a pagar el IVA.

Los pedidos que superan ese umbral, o los destinados a países de fuera de la UE, se envían sin él.

### Ten en cuenta

Eres responsable de tu número IOSS y del pago del IVA. Desactiva la declaración si tu número queda suspendido; un número incorrecto puede hacer que los paquetes queden retenidos en la aduana.
`,
  },
};
