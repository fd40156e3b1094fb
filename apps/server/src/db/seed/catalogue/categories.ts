/**
 * The demo category tree: [id, en-US, es-ES, pt-BR, nouns products of it are named after, option kind].
 * Option kinds pick the variant axes: apparel (colour × size), shoes (colour × EU size), colour, capacity, plug, none.
 */
export type OptionKind = 'apparel' | 'shoes' | 'colour' | 'capacity' | 'plug' | 'scent' | 'none';
export type Leaf = [id: string, en: string, es: string, pt: string, nouns: string[], kind: OptionKind];
export type Root = [id: string, en: string, es: string, pt: string, leaves: Leaf[]];

export const CATEGORY_TREE: Root[] = [
  ['womens-clothing', "Women's Clothing", 'Ropa de mujer', 'Roupas femininas', [
    ['womens-dresses', 'Dresses', 'Vestidos', 'Vestidos', ['Maxi Dress', 'Wrap Dress', 'Shirt Dress', 'Slip Dress'], 'apparel'],
    ['womens-tops', 'Tops & Blouses', 'Tops y blusas', 'Blusas e tops', ['Blouse', 'Crop Top', 'Tunic', 'Cami Top'], 'apparel'],
    ['womens-knitwear', 'Knitwear', 'Punto', 'Tricô', ['Cardigan', 'Knit Sweater', 'Turtleneck'], 'apparel'],
  ]],
  ['mens-clothing', "Men's Clothing", 'Ropa de hombre', 'Roupas masculinas', [
    ['mens-shirts', 'Shirts', 'Camisas', 'Camisas', ['Oxford Shirt', 'Linen Shirt', 'Flannel Shirt'], 'apparel'],
    ['mens-tshirts', 'T-Shirts & Polos', 'Camisetas y polos', 'Camisetas e polos', ['T-Shirt', 'Polo Shirt', 'Henley'], 'apparel'],
    ['mens-outerwear', 'Jackets & Coats', 'Chaquetas y abrigos', 'Jaquetas e casacos', ['Bomber Jacket', 'Windbreaker', 'Puffer Vest'], 'apparel'],
  ]],
  ['shoes', 'Shoes', 'Calzado', 'Calçados', [
    ['shoes-sneakers', 'Sneakers', 'Zapatillas', 'Tênis', ['Running Sneakers', 'Canvas Sneakers', 'Slip-On Sneakers'], 'shoes'],
    ['shoes-sandals', 'Sandals & Slides', 'Sandalias', 'Sandálias', ['Slide Sandals', 'Strappy Sandals', 'Flip-Flops'], 'shoes'],
    ['shoes-boots', 'Boots', 'Botas', 'Botas', ['Chelsea Boots', 'Hiking Boots', 'Ankle Boots'], 'shoes'],
  ]],
  ['bags', 'Bags & Luggage', 'Bolsos y equipaje', 'Bolsas e malas', [
    ['bags-backpacks', 'Backpacks', 'Mochilas', 'Mochilas', ['Laptop Backpack', 'Travel Backpack', 'Mini Backpack'], 'colour'],
    ['bags-handbags', 'Handbags', 'Bolsos de mano', 'Bolsas de mão', ['Tote Bag', 'Crossbody Bag', 'Bucket Bag'], 'colour'],
    ['bags-travel', 'Travel Accessories', 'Accesorios de viaje', 'Acessórios de viagem', ['Packing Cubes', 'Toiletry Bag', 'Passport Holder'], 'colour'],
  ]],
  ['jewelry', 'Jewelry & Watches', 'Joyería y relojes', 'Joias e relógios', [
    ['jewelry-necklaces', 'Necklaces', 'Collares', 'Colares', ['Pendant Necklace', 'Chain Necklace', 'Choker'], 'colour'],
    ['jewelry-rings', 'Rings & Earrings', 'Anillos y pendientes', 'Anéis e brincos', ['Stacking Ring', 'Hoop Earrings', 'Stud Earrings'], 'colour'],
    ['jewelry-watches', 'Watches', 'Relojes', 'Relógios', ['Minimalist Watch', 'Sport Watch', 'Mesh Strap Watch'], 'colour'],
  ]],
  ['beauty', 'Beauty & Health', 'Belleza y salud', 'Beleza e saúde', [
    ['beauty-skincare', 'Skincare', 'Cuidado de la piel', 'Cuidados com a pele', ['Facial Roller', 'Sheet Mask Set', 'Cleansing Brush'], 'none'],
    ['beauty-makeup', 'Makeup Tools', 'Herramientas de maquillaje', 'Acessórios de maquiagem', ['Brush Set', 'Makeup Sponge', 'Vanity Mirror'], 'colour'],
    ['beauty-hair', 'Hair Care', 'Cuidado del cabello', 'Cuidados com o cabelo', ['Hair Straightener', 'Scrunchie Set', 'Detangling Brush'], 'plug'],
  ]],
  ['home-decor', 'Home Decor', 'Decoración', 'Decoração', [
    ['decor-lighting', 'Lighting', 'Iluminación', 'Iluminação', ['LED Strip Light', 'Table Lamp', 'Fairy Lights'], 'plug'],
    ['decor-wall', 'Wall Art', 'Arte de pared', 'Quadros e arte', ['Canvas Print', 'Wall Clock', 'Macrame Hanging'], 'colour'],
    ['decor-textiles', 'Cushions & Throws', 'Cojines y mantas', 'Almofadas e mantas', ['Cushion Cover', 'Throw Blanket', 'Table Runner'], 'colour'],
  ]],
  ['kitchen', 'Kitchen & Dining', 'Cocina y comedor', 'Cozinha e jantar', [
    ['kitchen-tools', 'Kitchen Tools', 'Utensilios de cocina', 'Utensílios de cozinha', ['Silicone Spatula Set', 'Vegetable Chopper', 'Garlic Press'], 'colour'],
    ['kitchen-drinkware', 'Drinkware', 'Vasos y tazas', 'Copos e canecas', ['Insulated Tumbler', 'Glass Water Bottle', 'Ceramic Mug'], 'capacity'],
    ['kitchen-storage', 'Food Storage', 'Conservación', 'Potes e conservação', ['Glass Meal Prep Box', 'Spice Jar Set', 'Silicone Food Bag'], 'capacity'],
  ]],
  ['garden', 'Garden & Outdoor', 'Jardín y exterior', 'Jardim e área externa', [
    ['garden-planters', 'Planters', 'Macetas', 'Vasos de plantas', ['Self-Watering Planter', 'Hanging Planter', 'Plant Stand'], 'colour'],
    ['garden-tools', 'Garden Tools', 'Herramientas de jardín', 'Ferramentas de jardim', ['Pruning Shears', 'Garden Kneeler', 'Hose Nozzle'], 'none'],
    ['garden-solar', 'Solar Lights', 'Luces solares', 'Luzes solares', ['Solar Path Light', 'Solar String Lights', 'Solar Wall Lamp'], 'none'],
  ]],
  ['phone-accessories', 'Phone Accessories', 'Accesorios para móviles', 'Acessórios para celular', [
    ['phone-cases', 'Cases', 'Fundas', 'Capinhas', ['Silicone Phone Case', 'Clear Phone Case', 'Wallet Phone Case'], 'colour'],
    ['phone-chargers', 'Chargers & Cables', 'Cargadores y cables', 'Carregadores e cabos', ['Fast Charger', 'Braided USB-C Cable', 'Wireless Charging Pad'], 'plug'],
    ['phone-mounts', 'Holders & Mounts', 'Soportes', 'Suportes', ['Car Phone Mount', 'Desk Phone Stand', 'Magnetic Ring Holder'], 'colour'],
  ]],
  ['electronics', 'Consumer Electronics', 'Electrónica', 'Eletrônicos', [
    ['electronics-audio', 'Audio', 'Audio', 'Áudio', ['Wireless Earbuds', 'Bluetooth Speaker', 'Over-Ear Headphones'], 'colour'],
    ['electronics-smart', 'Smart Home', 'Hogar inteligente', 'Casa inteligente', ['Smart Plug', 'Wi-Fi Camera', 'Smart Bulb'], 'plug'],
    ['electronics-wearables', 'Wearables', 'Wearables', 'Vestíveis', ['Fitness Tracker', 'Smart Watch Band', 'Sleep Headphones'], 'colour'],
  ]],
  ['computer-office', 'Computer & Office', 'Informática y oficina', 'Informática e escritório', [
    ['computer-peripherals', 'Peripherals', 'Periféricos', 'Periféricos', ['Wireless Mouse', 'Mechanical Keyboard', 'USB-C Hub'], 'colour'],
    ['office-desk', 'Desk Organisation', 'Organización del escritorio', 'Organização de mesa', ['Monitor Stand', 'Desk Organizer', 'Cable Box'], 'colour'],
    ['office-stationery', 'Stationery', 'Papelería', 'Papelaria', ['Dotted Notebook', 'Gel Pen Set', 'Sticky Note Set'], 'colour'],
  ]],
  ['toys', 'Toys & Hobbies', 'Juguetes y hobbies', 'Brinquedos e hobbies', [
    ['toys-educational', 'Educational Toys', 'Juguetes educativos', 'Brinquedos educativos', ['Magnetic Tiles', 'Wooden Puzzle', 'STEM Robot Kit'], 'none'],
    ['toys-plush', 'Plush Toys', 'Peluches', 'Pelúcias', ['Plush Bear', 'Weighted Plush', 'Plush Pillow'], 'colour'],
    ['toys-rc', 'RC & Drones', 'Radiocontrol y drones', 'Controle remoto e drones', ['RC Car', 'Mini Drone', 'RC Boat'], 'colour'],
  ]],
  ['baby', 'Mother & Kids', 'Bebés y niños', 'Mamães e bebês', [
    ['baby-feeding', 'Feeding', 'Alimentación', 'Alimentação', ['Silicone Bib', 'Suction Plate', 'Sippy Cup'], 'colour'],
    ['baby-clothing', 'Baby Clothing', 'Ropa de bebé', 'Roupas de bebê', ['Baby Romper', 'Sleep Sack', 'Knit Baby Hat'], 'apparel'],
    ['baby-gear', 'Baby Gear', 'Equipamiento', 'Acessórios para bebê', ['Baby Carrier', 'Stroller Organizer', 'Diaper Bag'], 'colour'],
  ]],
  ['pets', 'Pet Supplies', 'Mascotas', 'Pet shop', [
    ['pets-dogs', 'Dogs', 'Perros', 'Cães', ['Dog Harness', 'Chew Toy', 'Dog Bed'], 'apparel'],
    ['pets-cats', 'Cats', 'Gatos', 'Gatos', ['Cat Tree', 'Cat Tunnel', 'Feather Wand'], 'colour'],
    ['pets-grooming', 'Grooming', 'Aseo', 'Higiene e beleza', ['Deshedding Brush', 'Pet Nail Clipper', 'Grooming Glove'], 'none'],
  ]],
  ['sports', 'Sports & Fitness', 'Deportes y fitness', 'Esportes e fitness', [
    ['sports-yoga', 'Yoga', 'Yoga', 'Ioga', ['Yoga Mat', 'Yoga Block', 'Resistance Band Set'], 'colour'],
    ['sports-gym', 'Gym Equipment', 'Equipamiento de gimnasio', 'Equipamentos de academia', ['Adjustable Dumbbell', 'Jump Rope', 'Ab Roller'], 'none'],
    ['sports-cycling', 'Cycling', 'Ciclismo', 'Ciclismo', ['Bike Light Set', 'Bike Phone Mount', 'Cycling Gloves'], 'colour'],
  ]],
  ['outdoor', 'Camping & Hiking', 'Camping y senderismo', 'Camping e trilhas', [
    ['outdoor-camping', 'Camping Gear', 'Equipo de camping', 'Equipamento de camping', ['Camping Lantern', 'Hammock', 'Sleeping Pad'], 'colour'],
    ['outdoor-hydration', 'Hydration', 'Hidratación', 'Hidratação', ['Collapsible Bottle', 'Hydration Pack', 'Water Filter Straw'], 'capacity'],
    ['outdoor-tools', 'Survival Tools', 'Herramientas de supervivencia', 'Ferramentas de sobrevivência', ['Multi-Tool', 'Fire Starter', 'Emergency Blanket'], 'none'],
  ]],
  ['automotive', 'Automotive', 'Automóvil', 'Automotivo', [
    ['auto-interior', 'Interior Accessories', 'Accesorios de interior', 'Acessórios internos', ['Seat Gap Filler', 'Car Organizer', 'Steering Wheel Cover'], 'colour'],
    ['auto-electronics', 'Car Electronics', 'Electrónica para el coche', 'Eletrônicos automotivos', ['Dash Cam', 'Tire Inflator', 'FM Transmitter'], 'none'],
    ['auto-cleaning', 'Car Care', 'Limpieza del coche', 'Limpeza automotiva', ['Microfiber Towel Set', 'Car Vacuum', 'Detailing Brush Set'], 'none'],
  ]],
  ['tools', 'Tools & Home Improvement', 'Herramientas y bricolaje', 'Ferramentas e reforma', [
    ['tools-hand', 'Hand Tools', 'Herramientas manuales', 'Ferramentas manuais', ['Screwdriver Set', 'Tape Measure', 'Utility Knife'], 'none'],
    ['tools-power', 'Power Tools', 'Herramientas eléctricas', 'Ferramentas elétricas', ['Cordless Drill', 'Mini Grinder', 'Glue Gun'], 'plug'],
    ['tools-storage', 'Storage & Organisation', 'Almacenaje', 'Organização', ['Wall Hooks', 'Drawer Divider', 'Tool Bag'], 'colour'],
  ]],
  ['party', 'Party & Festive', 'Fiestas', 'Festas', [
    ['party-decor', 'Party Decorations', 'Decoración de fiestas', 'Decoração de festas', ['Balloon Garland Kit', 'Banner Set', 'Confetti Cannon'], 'colour'],
    ['party-seasonal', 'Seasonal', 'Temporada', 'Datas comemorativas', ['Advent Calendar', 'Halloween Lights', 'Ornament Set'], 'none'],
    ['party-gifts', 'Gift Wrapping', 'Envoltorio de regalo', 'Embalagens de presente', ['Gift Box Set', 'Ribbon Roll', 'Gift Bag Set'], 'colour'],
  ]],
  ['wellness', 'Wellness & Relaxation', 'Bienestar', 'Bem-estar', [
    ['wellness-aroma', 'Aromatherapy', 'Aromaterapia', 'Aromaterapia', ['Essential Oil Diffuser', 'Scented Candle', 'Wax Melts'], 'scent'],
    ['wellness-massage', 'Massage', 'Masaje', 'Massagem', ['Massage Gun', 'Neck Massager', 'Foot Roller'], 'plug'],
    ['wellness-sleep', 'Sleep', 'Descanso', 'Sono', ['Silk Eye Mask', 'Weighted Blanket', 'White Noise Machine'], 'colour'],
  ]],
  ['bathroom', 'Bathroom', 'Baño', 'Banheiro', [
    ['bath-accessories', 'Bath Accessories', 'Accesorios de baño', 'Acessórios de banheiro', ['Soap Dispenser', 'Shower Caddy', 'Bath Mat'], 'colour'],
    ['bath-towels', 'Towels', 'Toallas', 'Toalhas', ['Bath Towel Set', 'Hair Towel Wrap', 'Beach Towel'], 'colour'],
    ['bath-storage', 'Bathroom Storage', 'Organización del baño', 'Organização do banheiro', ['Over-Door Rack', 'Makeup Organizer', 'Toothbrush Holder'], 'colour'],
  ]],
]; // prettier-ignore
