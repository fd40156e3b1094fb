import type { PageTexts } from './types.js';

/** The guide pages of Policy in pt-BR. */
export const guides: PageTexts<'how-to-start' | 'shipping-policy' | 'refunds' | 'ioss'> = {
  'how-to-start': {
    title: 'Como começar',
    body: `Do cadastro ao seu primeiro pedido pago em oito passos. Cada passo indica a página do console onde você o faz.

## 1. Crie sua conta

Cadastre-se com seu e-mail comercial e uma senha de pelo menos 8 caracteres. Enviamos um código de 6 dígitos: digite-o na Área de trabalho para verificar o endereço. Até lá você pode navegar pelo mercado, mas não pode recarregar o saldo nem pagar pedidos.

## 2. Proteja sua conta

Em **Minha conta** preencha seu perfil e ative o **login em duas etapas** com um app autenticador. Guarde os códigos de recuperação em local seguro: cada um permite entrar uma vez se você perder o celular.

## 3. Configure seu console

Abra **Configurações** e passe uma vez por cada página:

- **Básicas**: idioma, fuso horário, como datas e valores são exibidos e se os novos pedidos são pagos automaticamente com seu saldo (com um limite diário).
- **Envio**: o país para onde você costuma enviar e, por destino, o método de envio preferido e um alternativo.
- **Cartão de agradecimento**: um cartão em cada pacote, se você quiser.
- **IOSS**: seu número IOSS da UE, se você vende para a União Europeia.
- **E-mail**: sobre quais eventos enviamos e-mails.

## 4. Encontre produtos no mercado

O **Mercado** lista os produtos dos nossos fornecedores. Pesquise por nome ou SKU, filtre por categoria, custo e armazém de origem e escolha o país de destino para ver o custo e o prazo de envio em cada card.

## 5. Monte sua lista de importação

Marque os produtos de que gostar e escolha **Adicionar à lista de importação**. Na **Lista de importação** você edita títulos, descrições, imagens e variantes, e suas **regras de preço** transformam nosso custo no preço da sua loja.

## 6. Conecte sua loja

Em **Adicionar minha loja** conecte sua loja Shopify. Você autoriza o Dropport no Shopify uma única vez; nunca vemos sua senha do Shopify.

## 7. Publique seus produtos

Da lista de importação, publique os produtos na sua loja. Eles passam para **Meus produtos**, onde você vê qual loja os vende e mantém preços e estoque em dia.

## 8. Pague seus pedidos

Quando um cliente compra, o pedido aparece em **Pedidos**. Recarregue seu **Saldo** com cartão ou transferência bancária e pague os pedidos: nós compramos, embalamos e enviamos, e o código de rastreio volta para sua loja.

### Precisa de ajuda?

Abra um **chamado de suporte** em Início. Respondemos em um dia útil.
`,
  },
  'shipping-policy': {
    title: 'Política de envio',
    body: `Quanto tempo os pedidos levam, como viajam e o que acontece quando um pacote se extravia.

## Prazo de preparação

Depois que um pedido é pago, nossos fornecedores precisam de **1 a 3 dias úteis** para separar, conferir e embalar. Produtos em **Meu armazém na nuvem** ou em um armazém perto do seu cliente costumam sair em 24 horas. Pedidos pagos antes das 14h (horário do armazém) contam a partir do mesmo dia.

## Métodos de envio

Você escolhe o método padrão por país de destino em **Configurações → Envio**, com um alternativo para os produtos que o primeiro não pode levar.

| Método | Entrega típica | Rastreio |
| --- | --- | --- |
| Dropport Standard | 7–15 dias | Completo |
| Dropport Express | 3–7 dias | Completo |
| Economy Post | 12–25 dias | Parcial |
| YunExpress Standard | 6–12 dias | Completo |
| DHL eCommerce | 5–10 dias | Completo |
| USPS via Dropport Line | 5–9 dias (só EUA) | Completo |

Os dias de entrega contam a partir da saída do pacote do armazém e são estimativas, não promessas: alfândega, feriados e clima podem acrescentar dias.

## Custos de envio

Cada página de produto mostra o custo por método para o destino escolhido. O custo depende do peso do pacote (um preço pelo primeiro peso mais um preço por peso adicional) e é pago junto com o pedido, do seu saldo.

## Rastreio

Todo pacote enviado com rastreio completo recebe um código de rastreio em até 48 horas após a saída. Nós o enviamos para sua loja e, se você escolheu isso em **Configurações → Envio**, sua loja avisa o cliente. Você pode definir uma página de rastreio própria com o marcador \`{trackingNumber}\`.

## Pacotes perdidos ou atrasados

- Um pacote sem atualização de rastreio por **20 dias**, ou não entregue **15 dias** após o prazo máximo do seu método, é considerado perdido.
- Abra um chamado de suporte com o número do pedido: verificamos com a transportadora e, se estiver perdido, reenviamos o pedido ou o reembolsamos no seu saldo, como você preferir.
- Um pacote devolvido porque o endereço estava errado ou incompleto não é responsabilidade nossa: podemos reenviá-lo depois que você corrigir o endereço e pagar o novo frete.

## Endereços e alfândega

Garanta que sua loja envie endereços completos com telefone. Impostos e taxas no país de destino são pagos pelo destinatário, exceto em pedidos para a UE declarados com seu número IOSS (veja **IOSS explicado**).
`,
  },
  refunds: {
    title: 'Reembolsos',
    body: `Quando reembolsamos um pedido, como pedir e para onde vai o dinheiro.

## Quando você recebe um reembolso

| Situação | O que reembolsamos |
| --- | --- |
| Pedido cancelado antes do envio | O pedido inteiro |
| Produto esgotado após o pagamento | Esse produto e sua parte do frete |
| Pacote perdido (veja a política de envio) | O pedido inteiro, ou um reenvio grátis |
| Produto danificado ou diferente do anunciado | Esse produto, ou uma troca grátis |
| Produto ou quantidade errados | Os itens faltantes ou errados, ou uma troca |

Não reembolsamos pedidos entregues no endereço que sua loja nos passou, clientes que mudaram de ideia nem atrasos causados pela alfândega.

## Como pedir

1. Abra um **chamado de suporte** em Início em até **15 dias** após a entrega (ou após o dia em que o pacote é considerado perdido).
2. Informe o número do pedido e o que deu errado.
3. Para produtos danificados ou errados, anexe fotos nítidas do produto e da etiqueta.

Respondemos em um dia útil e decidimos em até cinco.

## Para onde vai o dinheiro

Os reembolsos são creditados no seu **Saldo** do Dropport, em dólares americanos, centavo por centavo, e aparecem no histórico com o número do pedido. Você pode usá-los na hora em novos pedidos. Se quiser o saldo de volta, peça em um chamado de suporte: enviamos para o cartão ou a conta bancária de onde você recarregou, descontadas as tarifas que o provedor de pagamento nos cobrar.

### Seus clientes

Seus clientes compram na sua loja, então você os reembolsa conforme a política da sua loja. Um reembolso nosso para você não reembolsa seu cliente automaticamente.
`,
  },
  ioss: {
    title: 'IOSS explicado',
    body: `O que é o balcão único de importação da UE e como o Dropport usa seu número IOSS.

## O que é o IOSS?

Desde 1º de julho de 2021 todo pacote importado para a União Europeia paga IVA, por menor que seja. O **balcão único de importação (IOSS)** permite que o vendedor cobre esse IVA no checkout e o pague mensalmente a um único país da UE, em vez de o cliente pagá-lo (mais uma taxa de manuseio) na entrega.

## Quando se aplica

O IOSS cobre mercadorias enviadas de fora da UE para um cliente na UE quando o valor do pacote é de **até €150**. Acima de €150 o cliente paga o IVA de importação e eventuais impostos na alfândega, como antes.

## Do que você precisa

- Um número IOSS, emitido por uma autoridade fiscal da UE diretamente ou por meio de um intermediário. Ele é **IM** seguido de **10 dígitos**, por exemplo \`IM0123456789\`.
- Cobrar dos seus clientes o IVA do país deles no checkout (o Shopify pode fazer isso por você).
- Entregar uma declaração IOSS mensal e pagar o IVA arrecadado.

## Como o Dropport declara

1. Informe seu número em **Configurações → IOSS** e ative a declaração.
2. Em cada pedido para um país da UE com valor de até €150, imprimimos seu número IOSS na declaração aduaneira do pacote.
3. O pacote passa pela alfândega sem que o cliente pague o IVA de novo.

Pedidos acima do limite, ou para países fora da UE, são enviados sem ele.

### Atenção

Você é responsável pelo seu número IOSS e pelo pagamento do IVA. Desative a declaração se seu número for suspenso; um número errado pode reter pacotes na alfândega.
`,
  },
};
