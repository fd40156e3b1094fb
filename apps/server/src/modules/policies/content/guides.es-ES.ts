import type { PageTexts } from './types.js';

/** The guide pages of Policy in es-ES. */
export const guides: PageTexts<'how-to-start' | 'shipping-policy' | 'refunds' | 'ioss'> = {
  'how-to-start': {
    title: 'Cómo empezar',
    body: `Del registro a su primer pedido pagado en ocho pasos. Cada paso indica la página de la consola donde se hace.

## 1. Cree su cuenta

Regístrese con su correo electrónico profesional y una contraseña de al menos 8 caracteres. Le enviamos un código de 6 dígitos: introdúzcalo en el Espacio de trabajo para verificar la dirección. Hasta entonces puede explorar el mercado, pero no recargar su saldo ni pagar pedidos.

## 2. Proteja su cuenta

En **Mi cuenta** complete su perfil y active el **inicio de sesión en dos pasos** con una app de autenticación. Guarde los códigos de recuperación en un lugar seguro: cada uno le permite entrar una vez si pierde el teléfono.

## 3. Configure su consola

Abra **Ajustes** y recorra sus páginas una vez:

- **Básicos**: idioma, zona horaria, cómo se muestran fechas e importes y si los pedidos nuevos se pagan automáticamente con su saldo (con un límite diario).
- **Envío**: el país al que suele enviar y, por destino, el método de envío preferido y uno alternativo.
- **Tarjeta de agradecimiento**: una tarjeta en cada paquete, si la desea.
- **IOSS**: su número IOSS de la UE, si vende en la Unión Europea.
- **Correo electrónico**: sobre qué eventos le escribimos.

## 4. Encuentre productos en el mercado

El **Mercado** muestra los productos de nuestros proveedores. Busque por nombre o SKU, filtre por categoría, coste y almacén de salida, y elija el país de destino para ver el coste y el plazo de envío en cada ficha.

## 5. Prepare su lista de importación

Marque los productos que le gusten y elija **Añadir a la lista de importación**. En la **Lista de importación** edita títulos, descripciones, imágenes y variantes, y sus **reglas de precios** convierten nuestro coste en el precio de su tienda.

## 6. Vincule su tienda

En **Añadir mi tienda** conecte su tienda Shopify. Autoriza Dropport en Shopify una sola vez; nunca vemos su contraseña de Shopify.

## 7. Publique sus productos

Desde la lista de importación, publique los productos en su tienda. Pasan a **Mis productos**, donde ve qué tienda los vende y mantiene precios y existencias al día.

## 8. Pague sus pedidos

Cuando un cliente compra, el pedido aparece en **Pedidos**. Recargue su **Saldo** con tarjeta o transferencia bancaria y pague los pedidos: nosotros compramos, empaquetamos y enviamos, y el número de seguimiento vuelve a su tienda.

### ¿Necesita ayuda?

Abra un **ticket de soporte** desde Inicio. Respondemos en un día hábil.
`,
  },
  'shipping-policy': {
    title: 'Política de envíos',
    body: `Cuánto tardan los pedidos, cómo viajan y qué ocurre si un paquete se pierde.

## Plazo de preparación

Una vez pagado un pedido, nuestros proveedores necesitan **de 1 a 3 días hábiles** para recogerlo, revisarlo y empaquetarlo. Los productos de **Mi almacén en la nube** o de un almacén cercano a su cliente suelen salir en 24 horas. Los pedidos pagados antes de las 14:00 (hora del almacén) cuentan desde ese mismo día.

## Métodos de envío

Elija el método predeterminado por país de destino en **Ajustes → Envío**, con uno alternativo para los productos que el primero no pueda llevar.

| Método | Entrega habitual | Seguimiento |
| --- | --- | --- |
| Dropport Standard | 7–15 días | Completo |
| Dropport Express | 3–7 días | Completo |
| Economy Post | 12–25 días | Parcial |
| YunExpress Standard | 6–12 días | Completo |
| DHL eCommerce | 5–10 días | Completo |
| USPS via Dropport Line | 5–9 días (solo EE. UU.) | Completo |

Los días de entrega cuentan desde que el paquete sale del almacén y son estimaciones, no promesas: aduanas, festivos y el tiempo pueden añadir días.

## Costes de envío

Cada ficha de producto muestra el coste por método para el destino que elija. Depende del peso del paquete (un precio por el primer tramo de peso más un precio por cada tramo adicional) y se paga con el pedido desde su saldo.

## Seguimiento

Cada paquete enviado con seguimiento completo recibe un número de seguimiento en las 48 horas siguientes a su salida. Lo enviamos a su tienda y, si así lo eligió en **Ajustes → Envío**, su tienda avisa a su cliente. Puede indicar una página de seguimiento propia con el marcador \`{trackingNumber}\`.

## Paquetes perdidos o retrasados

- Un paquete sin novedades de seguimiento durante **20 días**, o no entregado **15 días** después del plazo máximo de su método, se considera perdido.
- Abra un ticket de soporte con el número de pedido: lo comprobamos con el transportista y, si se ha perdido, reenviamos el pedido o lo reembolsamos a su saldo, como prefiera.
- Un paquete devuelto porque la dirección era incorrecta o incompleta no es responsabilidad nuestra: podemos reenviarlo cuando corrija la dirección y pague el nuevo envío.

## Direcciones y aduanas

Asegúrese de que su tienda envía direcciones completas con un teléfono. Los aranceles e impuestos del país de destino los paga el destinatario, salvo en los pedidos a la UE declarados con su número IOSS (vea **IOSS explicado**).
`,
  },
  refunds: {
    title: 'Reembolsos',
    body: `Cuándo reembolsamos un pedido, cómo solicitarlo y adónde va el dinero.

## Cuándo recibe un reembolso

| Situación | Qué reembolsamos |
| --- | --- |
| Pedido cancelado antes del envío | El pedido completo |
| Producto agotado tras el pago | Ese producto y su parte del envío |
| Paquete perdido (vea la política de envíos) | El pedido completo, o un reenvío gratuito |
| Producto dañado o distinto de lo descrito | Ese producto, o una sustitución gratuita |
| Producto o cantidad equivocados | Los artículos que faltan o son erróneos, o una sustitución |

No reembolsamos pedidos entregados en la dirección que nos dio su tienda, clientes que cambian de opinión ni retrasos causados por la aduana.

## Cómo solicitarlo

1. Abra un **ticket de soporte** desde Inicio en los **15 días** siguientes a la entrega (o al día en que el paquete se considera perdido).
2. Indique el número de pedido y qué ha fallado.
3. Para productos dañados o equivocados, añada fotos claras del producto y de su etiqueta.

Respondemos en un día hábil y decidimos en cinco.

## Adónde va el dinero

Los reembolsos se abonan en su **Saldo** de Dropport, en dólares estadounidenses, al céntimo, y aparecen en su historial con el número de pedido. Puede usarlos al instante en pedidos nuevos. Si desea que le devolvamos el saldo, pídalo en un ticket de soporte: lo enviamos a la tarjeta o cuenta bancaria desde la que recargó, descontando las comisiones que nos cobre el proveedor de pagos.

### Sus clientes

Sus clientes compran en su tienda, así que usted los reembolsa según la política de su tienda. Un reembolso nuestro a usted no reembolsa automáticamente a su cliente.
`,
  },
  ioss: {
    title: 'IOSS explicado',
    body: `Qué es la ventanilla única de importación de la UE y cómo usa Dropport su número IOSS.

## ¿Qué es el IOSS?

Desde el 1 de julio de 2021 todo paquete que entra en la Unión Europea paga IVA, por pequeño que sea. La **ventanilla única de importación (IOSS)** permite al vendedor cobrar ese IVA en la compra y pagarlo cada mes a un solo país de la UE, en lugar de que el cliente lo pague (más una tasa de gestión) en la puerta.

## Cuándo se aplica

El IOSS cubre bienes enviados desde fuera de la UE a un cliente en la UE cuando el valor del paquete es **de 150 € o menos**. Por encima de 150 €, el cliente paga el IVA de importación y los aranceles en la aduana, como antes.

## Qué necesita

- Un número IOSS, concedido por una autoridad fiscal de la UE directamente o a través de un intermediario. Es **IM** seguido de **10 dígitos**, por ejemplo \`IM0123456789\`.
- Cobrar a sus clientes el IVA de su país en la compra (Shopify puede hacerlo por usted).
- Presentar una declaración IOSS mensual y pagar el IVA cobrado.

## Cómo lo declara Dropport

1. Introduzca su número en **Ajustes → IOSS** y active la declaración.
2. En cada pedido a un país de la UE con un valor de 150 € o menos, imprimimos su número IOSS en la declaración de aduanas del paquete.
3. El paquete pasa la aduana sin que el cliente vuelva a pagar el IVA.

Los pedidos por encima del umbral, o a países fuera de la UE, se envían sin él.

### Tenga en cuenta

Usted es responsable de su número IOSS y del pago del IVA. Desactive la declaración si su número queda suspendido; un número erróneo puede retener paquetes en la aduana.
`,
  },
};
