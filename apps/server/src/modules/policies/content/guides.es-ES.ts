import type { PageTexts } from './types.js';

/** The guide pages of Policy in es-ES. */
export const guides: PageTexts<'how-to-start' | 'shipping-policy' | 'refunds' | 'ioss'> = {
  'how-to-start': {
    title: 'Cómo empezar',
    body: `Del registro a su primer pedido pagado en ocho pasos. Cada paso indica la página de la consola donde se realiza.

## 1. Cree su cuenta

Regístrese con su correo electrónico profesional y una contraseña de al menos 8 caracteres. Le enviaremos un código de 6 dígitos: introdúzcalo en el Espacio de trabajo para verificar la dirección. Hasta que esté verificada, puede explorar el mercado, pero no podrá recargar su saldo ni pagar pedidos.

## 2. Proteja su cuenta

En **Mi cuenta**, complete su perfil y active el **inicio de sesión en dos pasos** con una aplicación de autenticación. Guarde los códigos de recuperación en un lugar seguro: cada uno le permite iniciar sesión una vez si pierde el teléfono.

## 3. Configure su consola

Abra **Ajustes** y revise sus páginas una vez:

- **Básicos**: idioma, zona horaria, formato de fechas e importes, y si los pedidos nuevos se pagan automáticamente con su saldo (con un límite diario).
- **Envío**: el país al que suele enviar y, para cada destino, el método de envío que prefiere y uno alternativo.
- **Tarjeta de agradecimiento**: una tarjeta de agradecimiento en cada paquete, si lo desea.
- **IOSS**: su número IOSS de la UE, si vende en la Unión Europea.
- **Correo electrónico**: los avisos que desea recibir por correo electrónico.

## 4. Encuentre productos en el mercado

El **Mercado** muestra los productos de nuestros proveedores. Busque por nombre o SKU, filtre por categoría, coste y almacén de origen, y elija el país de destino para ver el coste y el plazo de envío en cada ficha.

## 5. Prepare su lista de importación

Marque los productos que le interesen y elija **Añadir a la lista de importación**. En la **Lista de importación** puede editar títulos, descripciones, imágenes y variantes, y sus **reglas de precios** convierten nuestro coste en el precio de venta de su tienda.

## 6. Vincule su tienda

En **Añadir mi tienda**, conecte su tienda Shopify. Solo tiene que autorizar a Dropport en Shopify una vez; nunca vemos su contraseña de Shopify.

## 7. Publique sus productos

Desde la lista de importación, publique los productos en su tienda. Pasarán a **Mis productos**, donde verá en qué tienda se venden y podrá mantener precios y existencias sincronizados.

## 8. Pague sus pedidos

Cuando un cliente compra, el pedido aparece en **Pedidos**. Recargue su **Saldo** con tarjeta o por transferencia bancaria y pague los pedidos: nosotros los compramos, los empaquetamos y los enviamos, y el número de seguimiento se envía a su tienda.

### ¿Necesita ayuda?

Abra un **ticket de soporte** desde Inicio. Respondemos en un plazo de un día hábil.
`,
  },
  'shipping-policy': {
    title: 'Política de envíos',
    body: `Cuánto tardan los pedidos, cómo se envían y qué ocurre si un paquete se extravía.

## Plazo de preparación

Una vez pagado un pedido, nuestros proveedores necesitan **de 1 a 3 días hábiles** para prepararlo, revisarlo y empaquetarlo. Los productos almacenados en **Mi almacén en la nube** o en un almacén cercano a su cliente suelen salir en 24 horas. Los pedidos pagados antes de las 14:00 (hora del almacén) se cuentan desde ese mismo día.

## Métodos de envío

Puede elegir el método predeterminado para cada país de destino en **Ajustes → Envío**, con un método alternativo para los productos que el primero no pueda transportar.

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

Cada ficha de producto muestra el coste de cada método para el destino que elija. El coste depende del peso del paquete (un precio por el primer tramo de peso más un precio por cada tramo adicional) y se paga junto con el pedido con cargo a su saldo.

## Seguimiento

Todos los paquetes enviados con seguimiento completo reciben un número de seguimiento en las 48 horas siguientes a su expedición. Lo enviamos a su tienda y, si así lo ha configurado en **Ajustes → Envío**, su tienda se lo comunica a su cliente. Puede definir la dirección de su propia página de seguimiento con el marcador \`{trackingNumber}\`.

## Paquetes perdidos o retrasados

- Un paquete sin actualizaciones de seguimiento durante **20 días**, o no entregado **15 días** después del plazo de entrega máximo de su método, se considera perdido.
- Abra un ticket de soporte con el número de pedido: lo comprobaremos con el transportista y, si se ha perdido, volveremos a enviar el pedido o le reembolsaremos el importe en su saldo, según prefiera.
- Si un paquete se devuelve porque la dirección era incorrecta o estaba incompleta, no es responsabilidad nuestra: podemos volver a enviarlo cuando corrija la dirección y abone el nuevo coste de envío.

## Direcciones y aduanas

Asegúrese de que su tienda envía direcciones completas con número de teléfono. Los aranceles e impuestos del país de destino corren a cargo del destinatario, salvo en los pedidos a la UE declarados con su número IOSS (consulte **IOSS explicado**).
`,
  },
  refunds: {
    title: 'Reembolsos',
    body: `Cuándo reembolsamos un pedido, cómo solicitarlo y adónde va el dinero.

## Cuándo recibe un reembolso

| Situación | Qué reembolsamos |
| --- | --- |
| Pedido cancelado antes de su envío | El pedido completo |
| Producto agotado después del pago | Ese producto y su parte proporcional del envío |
| Paquete perdido (consulte la política de envíos) | El pedido completo o un reenvío gratuito |
| Producto dañado o no conforme con la descripción | Ese producto o una sustitución gratuita |
| Producto o cantidad incorrectos | Los artículos que faltan o son incorrectos, o una sustitución |

No reembolsamos pedidos entregados en la dirección que nos facilitó su tienda, pedidos de clientes que han cambiado de opinión ni retrasos causados por la aduana.

## Cómo solicitarlo

1. Abra un **ticket de soporte** desde Inicio en un plazo de **15 días** desde la entrega (o desde el día en que el paquete se considera perdido).
2. Indique el número de pedido y el problema.
3. Si los productos están dañados o son incorrectos, adjunte fotos nítidas del producto y de su etiqueta.

Respondemos en un plazo de un día hábil y resolvemos en un máximo de cinco.

## Adónde va el dinero

Los reembolsos se abonan en su **Saldo** de Dropport, en dólares estadounidenses y al céntimo, y aparecen en su historial con el número de pedido. Puede usarlos de inmediato en nuevos pedidos. Si desea que le devolvamos el saldo, solicítelo en un ticket de soporte: lo transferiremos a la tarjeta o cuenta bancaria desde la que realizó la recarga, descontando las comisiones que nos cobre el proveedor de pagos.

### Sus clientes

Sus clientes compran en su tienda, por lo que usted les reembolsa según la política de su propia tienda. Un reembolso nuestro a usted no reembolsa automáticamente a su cliente.
`,
  },
  ioss: {
    title: 'IOSS explicado',
    body: `Qué es la ventanilla única de importación de la UE y cómo utiliza Dropport su número IOSS.

## ¿Qué es el IOSS?

Desde el 1 de julio de 2021, todos los paquetes importados en la Unión Europea pagan IVA, por pequeño que sea su valor. La **ventanilla única de importación (IOSS)** permite al vendedor cobrar ese IVA en el momento de la compra e ingresarlo cada mes en un único país de la UE, en lugar de que el cliente lo pague (más una tasa de gestión) en el momento de la entrega.

## Cuándo se aplica

El IOSS se aplica a los bienes enviados desde fuera de la UE a un cliente de la UE cuando el valor del paquete es de **150 € o menos**. Por encima de 150 €, el cliente paga el IVA de importación y los aranceles que correspondan en la aduana, como hasta ahora.

## Qué necesita

- Un número IOSS, asignado por una autoridad tributaria de la UE directamente o a través de un intermediario. Está formado por **IM** seguido de **10 dígitos**, por ejemplo \`IM0123456789\`.
- Cobrar a sus clientes el IVA de su país en el momento de la compra (Shopify puede hacerlo por usted).
- Presentar una declaración IOSS mensual e ingresar el IVA recaudado.

## Cómo lo declara Dropport

1. Introduzca su número en **Ajustes → IOSS** y active la declaración.
2. En cada pedido a un país de la UE con un valor de 150 € o menos, imprimimos su número IOSS en la declaración de aduanas del paquete.
3. El paquete supera el despacho de aduanas sin que el cliente tenga que volver a pagar el IVA.

Los pedidos que superan ese umbral, o los destinados a países de fuera de la UE, se envían sin él.

### Tenga en cuenta

Usted es responsable de su número IOSS y del pago del IVA. Desactive la declaración si su número queda suspendido; un número incorrecto puede hacer que los paquetes queden retenidos en la aduana.
`,
  },
};
