/**
 * The demo catalogue for Saffron & Sugar Bakery & Cafe, Auckland.
 * Prices are NZD strings with two decimals. Product artwork is drawn by `scripts/generate-images.ts`
 * and lives at `/images/products/{slug}.webp` (plus `-400w`, `-detail` and `-detail-400w`).
 */
import type { SeedCategory, SeedProduct, SeedVariant } from './catalogue-types';

export const seedCategories: SeedCategory[] = [
  {
    slug: 'cakes',
    name: 'Cakes',
    icon: '🎂',
    description:
      'Layer cakes baked fresh every morning in our Auckland kitchen, from saffron and rose celebration cakes to a proper Black Forest gateau.',
    showOnHomePage: true,
    sortOrder: 1,
  },
  {
    slug: 'arabian-sweets',
    name: 'Arabian Sweets',
    icon: '🌙',
    description:
      'Crisp, syrup-kissed baklava, warm kunafa and buttery ma’amoul made the slow way with pistachios, dates and orange blossom.',
    showOnHomePage: true,
    sortOrder: 2,
  },
  {
    slug: 'indian-sweets',
    name: 'Indian Sweets',
    icon: '🪔',
    description:
      'Handmade mithai rich with ghee, cardamom and saffron, from melt-in-the-mouth kaju katli to syrupy gulab jamun.',
    showOnHomePage: true,
    sortOrder: 3,
  },
  {
    slug: 'english-sweets',
    name: 'English Sweets',
    icon: '🫖',
    description:
      'Teatime classics done properly: fluffy scones with clotted cream, sticky toffee pudding and jammy Bakewell tart.',
    showOnHomePage: true,
    sortOrder: 4,
  },
  {
    slug: 'pastries-and-breads',
    name: 'Pastries & Breads',
    icon: '🥐',
    description:
      'Flaky, golden bakes for your morning flat white, from cardamom knots to za’atar manakish straight from the oven.',
    showOnHomePage: true,
    sortOrder: 5,
  },
];

type ProductInput = Omit<SeedProduct, 'bestseller' | 'seasonal' | 'inStock' | 'featured' | 'sortOrder'> &
  Partial<Pick<SeedProduct, 'bestseller' | 'seasonal' | 'inStock' | 'featured' | 'sortOrder'>>;

function product(input: ProductInput): SeedProduct {
  return {
    bestseller: false,
    seasonal: false,
    inStock: true,
    featured: false,
    sortOrder: 0,
    ...input,
  };
}

/** Quarter, half and full sizes for the cakes sold by the portion. */
function cakeSizes(quarter: string, half: string, full: string): SeedVariant[] {
  return [
    { size: 'quarter', price: quarter, serves: 'Serves 6-8', available: true },
    { size: 'half', price: half, serves: 'Serves 10-12', available: true },
    { size: 'full', price: full, serves: 'Serves 16-20', available: true },
  ];
}

const cakes: SeedProduct[] = [
  product({
    slug: 'saffron-rose-celebration-cake',
    name: 'Saffron & Rose Celebration Cake',
    category: 'cakes',
    description:
      'Our signature cake: saffron-soaked sponge layered with rosewater cream, finished with a golden drip, rose petals and Iranian pistachios.',
    fullDescription:
      'Three layers of buttery vanilla sponge are brushed with a warm saffron and cardamom syrup, then sandwiched with whipped rosewater cream and a thin layer of raspberry rose jam. The whole cake is wrapped in silky saffron buttercream and finished with a white chocolate drip, crushed Iranian pistachios and organic rose petals.\n\nWe bake it to order in our Auckland kitchen and decorate each one by hand, so no two are quite the same. Add a message on the cake board at checkout and we will pipe it for you free of charge.\n\nContains gluten, dairy, eggs and tree nuts (pistachio). Keep refrigerated and bring to room temperature for 30 minutes before serving; best enjoyed within three days.',
    allergens: ['wheat', 'egg', 'milk', 'pistachio'],
    dietary: ['vegetarian'],
    price: '89.00',
    bestseller: true,
    featured: true,
    sortOrder: 1,
  }),
  product({
    slug: 'pistachio-cardamom-layer-cake',
    name: 'Pistachio & Cardamom Layer Cake',
    category: 'cakes',
    description:
      'Green pistachio sponge with cardamom mascarpone cream, white chocolate ganache and a crown of chopped pistachios.',
    fullDescription:
      'We grind whole pistachios into the batter for a naturally green, nutty sponge, then layer it with mascarpone cream flecked with freshly crushed green cardamom. A smooth white chocolate ganache holds it all together.\n\nThe top is finished with chopped pistachios, dried rose and a little edible gold, a quietly elegant cake for birthdays and Eid gatherings alike.\n\nContains gluten, dairy, eggs and tree nuts. Keep refrigerated; serve at room temperature.',
    allergens: ['wheat', 'egg', 'milk', 'pistachio'],
    dietary: ['vegetarian'],
    price: '78.00',
    originalPrice: '86.00',
    variants: cakeSizes('34.00', '52.00', '78.00'),
  }),
  product({
    slug: 'black-forest-gateau',
    name: 'Black Forest Gateau',
    category: 'cakes',
    description:
      'Light chocolate sponge soaked in kirsch syrup, layered with Chantilly cream and sour cherries, topped with dark chocolate curls.',
    fullDescription:
      'A retro favourite made the proper way: three airy chocolate genoise layers brushed with kirsch syrup, filled with vanilla Chantilly cream and morello cherries, then covered in more cream and shaved dark chocolate.\n\nEach gateau is crowned with piped cream rosettes and glossy cherries. Ask for an alcohol-free version in the order notes and we will use cherry syrup instead.\n\nContains gluten, dairy and eggs; may contain alcohol. Keep refrigerated and enjoy within two days.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '72.00',
  }),
  product({
    slug: 'red-velvet-cake',
    name: 'Red Velvet Cake',
    category: 'cakes',
    description:
      'Soft, buttermilk red velvet with a hint of cocoa and thick cream cheese frosting, finished with fresh raspberries.',
    fullDescription:
      'Our red velvet is made with buttermilk, a touch of Dutch cocoa and a splash of vanilla for that tender, velvety crumb. It is layered and coated with a tangy whipped cream cheese frosting.\n\nWe top it with fresh raspberries and red velvet crumbs, which makes it a favourite for Valentine’s, anniversaries and twenty-first birthdays.\n\nContains gluten, dairy and eggs. Keep refrigerated; best within three days.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '68.00',
    variants: cakeSizes('32.00', '48.00', '68.00'),
  }),
  product({
    slug: 'carrot-walnut-cake',
    name: 'Carrot & Walnut Cake',
    category: 'cakes',
    description: 'Moist spiced carrot cake with toasted walnuts, sultanas and a generous orange cream cheese frosting.',
    fullDescription:
      'Freshly grated carrots, cinnamon, nutmeg and a little ginger go into this wonderfully moist sponge, along with toasted walnuts and plump sultanas soaked in orange juice.\n\nIt is layered with orange-zested cream cheese frosting and finished with walnut halves and candied carrot curls. A cafe classic that travels well for office shouts.\n\nContains gluten, dairy, eggs and tree nuts (walnut). Keep refrigerated for up to four days.',
    allergens: ['wheat', 'egg', 'milk', 'walnut'],
    dietary: ['vegetarian'],
    price: '62.00',
    originalPrice: '69.00',
  }),
  product({
    slug: 'belgian-chocolate-fudge-cake',
    name: 'Belgian Chocolate Fudge Cake',
    category: 'cakes',
    description:
      'Deeply rich chocolate layers with silky Belgian chocolate fudge icing, glossy ganache drip and dark chocolate shards.',
    fullDescription:
      'For serious chocolate lovers: a moist cocoa sponge made with coffee and buttermilk, layered with whipped Belgian chocolate fudge icing and finished with a glossy dark ganache drip.\n\nWe decorate it with dark chocolate shards, cocoa nibs and fresh berries. It is our most-ordered birthday cake and cuts beautifully for a crowd.\n\nContains gluten, dairy, eggs and soy. Store in a cool place or the fridge; serve at room temperature for the fudgiest texture.',
    allergens: ['wheat', 'egg', 'milk', 'soy'],
    dietary: ['vegetarian'],
    price: '74.00',
    bestseller: true,
    sortOrder: 5,
    variants: cakeSizes('34.00', '52.00', '74.00'),
  }),
  product({
    slug: 'mango-passionfruit-cake',
    name: 'Mango & Passionfruit Cake',
    category: 'cakes',
    description:
      'Sunny vanilla chiffon layered with Alphonso mango mousse and tangy passionfruit curd, topped with fresh mango.',
    fullDescription:
      'A light vanilla chiffon sponge is layered with airy Alphonso mango mousse and a sharp passionfruit curd made in house.\n\nThe cake is finished with a mango mirror glaze, fresh mango, passionfruit pulp and a few edible flowers: summer on a plate and a lovely alternative to a heavy celebration cake.\n\nContains gluten, dairy and eggs. Keep refrigerated and enjoy within two days.',
    // Not vegetarian: a mousse and a mirror glaze are set with gelatine.
    allergens: ['wheat', 'egg', 'milk'],
    dietary: [],
    price: '69.00',
  }),
  product({
    slug: 'rasmalai-cake',
    name: 'Rasmalai Cake',
    category: 'cakes',
    description:
      'Our cult favourite: saffron milk-soaked sponge layered with cardamom cream and real rasmalai, scattered with pistachio and rose.',
    fullDescription:
      'Inspired by the beloved Bengali sweet, this sponge is soaked in reduced saffron and cardamom milk until it is tender and fragrant, then layered with whipped malai cream and pieces of our own rasmalai.\n\nWe finish it with a saffron milk drizzle, slivered pistachios, almonds and rose petals. It is the cake our Diwali and Eid customers order again and again.\n\nContains gluten, dairy, eggs and tree nuts. Keep refrigerated; best eaten within two days.',
    allergens: ['wheat', 'egg', 'milk', 'almond', 'pistachio'],
    dietary: ['vegetarian'],
    price: '82.00',
    bestseller: true,
    sortOrder: 8,
  }),
  product({
    slug: 'coffee-walnut-cake',
    name: 'Coffee & Walnut Cake',
    category: 'cakes',
    description:
      'A proper English coffee cake with espresso buttercream and toasted walnuts, just like the ones served at village fetes.',
    fullDescription:
      'Two tender sponges made with freshly brewed espresso from our cafe are sandwiched with coffee buttercream and toasted walnuts.\n\nThe top is swirled with more buttercream and finished with walnut halves. It is lovely with an afternoon flat white.\n\nContains gluten, dairy, eggs and tree nuts (walnut). Keeps well in an airtight tin for three days.',
    allergens: ['wheat', 'egg', 'milk', 'walnut'],
    dietary: ['vegetarian'],
    price: '58.00',
    originalPrice: '64.00',
  }),
  product({
    slug: 'strawberry-cream-cake',
    name: 'Fresh Strawberry Cream Cake',
    category: 'cakes',
    description:
      'Fluffy vanilla sponge with fresh strawberries and light whipped cream, finished with glossy berries on top.',
    fullDescription:
      'Soft vanilla chiffon is layered with lightly sweetened whipped cream and sliced fresh strawberries from local growers.\n\nWe cover it in more cream, pipe a simple border and pile on glazed strawberries. A light, fresh cake that children and grandparents both love.\n\nContains gluten, dairy and eggs. Keep refrigerated and enjoy on the day or the next.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '64.00',
  }),
  product({
    slug: 'victoria-sponge-cake',
    name: 'Victoria Sponge',
    category: 'cakes',
    description:
      'Two golden butter sponges with raspberry jam and vanilla cream, finished with a snowfall of caster sugar.',
    fullDescription:
      'The quintessential English teatime cake: two buttery sponges made with free-range eggs, sandwiched with our own raspberry jam and whipped vanilla cream.\n\nWe dust the top with caster sugar, just as Queen Victoria liked it. Simple, honest and perfect with a pot of tea.\n\nContains gluten, dairy and eggs. Keep in the fridge because of the fresh cream, and enjoy within two days.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '48.00',
  }),
  product({
    slug: 'gulab-jamun-cheesecake',
    name: 'Gulab Jamun Cheesecake',
    category: 'cakes',
    description:
      'Baked cardamom cheesecake on a pistachio biscuit base, crowned with warm-spiced gulab jamun and rose syrup.',
    fullDescription:
      'A creamy baked cheesecake infused with cardamom and saffron sits on a buttery biscuit and pistachio base. We top it with halved gulab jamun and drizzle it with rose and saffron syrup.\n\nIt is an East-meets-West favourite that started as a Diwali special and never left the counter.\n\nContains gluten, dairy, eggs and tree nuts. Keep refrigerated for up to three days.',
    allergens: ['wheat', 'egg', 'milk', 'pistachio'],
    dietary: ['vegetarian'],
    price: '76.00',
    inStock: false,
  }),
];

const arabianSweets: SeedProduct[] = [
  product({
    slug: 'pistachio-baklava',
    name: 'Pistachio Baklava',
    category: 'arabian-sweets',
    description:
      'Forty layers of hand-brushed filo and vivid green pistachios, soaked in orange blossom syrup. Box of 12 diamonds.',
    fullDescription:
      'Our baklava is made the traditional way: paper-thin filo brushed layer by layer with clarified butter, filled with finely ground pistachios and baked until deep golden.\n\nStraight from the oven it is bathed in cool syrup scented with orange blossom and a little lemon, so every diamond stays crisp on top and juicy underneath.\n\nContains gluten, dairy and tree nuts (pistachio). Store at room temperature in the box for up to a week; do not refrigerate.',
    allergens: ['wheat', 'milk', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    ingredients:
      'Pistachios (38%), wheat filo pastry (wheat flour, water, salt), sugar, clarified butter (milk), water, orange blossom water, lemon juice.',
    price: '24.00',
    bestseller: true,
    sortOrder: 2,
  }),
  product({
    slug: 'walnut-baklava-fingers',
    name: 'Walnut Baklava Fingers',
    category: 'arabian-sweets',
    description:
      'Crisp rolled baklava fingers filled with cinnamon walnuts and finished with crushed pistachio. Box of 16.',
    fullDescription:
      'Filo is rolled tightly around a filling of toasted walnuts, cinnamon and a pinch of clove, then baked golden and soaked in honey-sweetened syrup.\n\nThe ends are dipped in finely crushed pistachio for a pop of colour. Perfect with Arabic coffee or a strong black tea.\n\nContains gluten, dairy and tree nuts. Keeps for a week at room temperature.',
    allergens: ['wheat', 'milk', 'pistachio', 'walnut'],
    dietary: ['vegetarian', 'eggless'],
    price: '19.50',
    originalPrice: '22.00',
  }),
  product({
    slug: 'birds-nest-baklava',
    name: 'Bird’s Nest Baklava',
    category: 'arabian-sweets',
    description: 'Golden nests of shredded kataifi pastry cradling whole pistachios, glazed with rose syrup. Box of 9.',
    fullDescription:
      'Known as esh el bulbul, these little nests are made by twisting buttered kataifi pastry into rings and baking them until crisp and golden.\n\nEach one is filled with whole green pistachios and brushed with light rose syrup. They look beautiful on a platter and are a favourite for Eid gift boxes.\n\nContains gluten, dairy and tree nuts. Keep at room temperature for up to five days.',
    allergens: ['wheat', 'milk', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '26.00',
    inStock: false,
  }),
  product({
    slug: 'kunafa-with-sweet-cheese',
    name: 'Kunafa with Sweet Cheese',
    category: 'arabian-sweets',
    description: 'Crisp, buttery kataifi baked over stretchy sweet cheese and drenched in fragrant syrup. Serves 4-6.',
    fullDescription:
      'Shredded kataifi pastry is tossed in ghee, pressed into a round tray over a layer of mild sweet cheese and baked until the top is crisp and deep orange-gold.\n\nWe pour over warm orange blossom syrup and finish it with ground pistachios. Warm it for ten minutes in the oven at home for that famous cheese pull.\n\nContains gluten and dairy; topped with tree nuts. Best enjoyed on the day; refrigerate leftovers and reheat before serving.',
    // Not called vegetarian: the sweet cheese may be made with animal rennet.
    allergens: ['wheat', 'milk', 'pistachio'],
    dietary: ['eggless'],
    price: '28.00',
    bestseller: true,
    sortOrder: 3,
  }),
  product({
    slug: 'maamoul-date-cookies',
    name: 'Ma’amoul Date Cookies',
    category: 'arabian-sweets',
    description:
      'Buttery semolina cookies pressed in hand-carved moulds and filled with spiced Medjool date paste. Box of 12.',
    fullDescription:
      'Our ma’amoul dough is made with semolina, ghee, orange blossom water and a little mahlab, then rested overnight so it bakes up short and tender.\n\nEach cookie is filled with a paste of Medjool dates and cinnamon and pressed into traditional wooden moulds for its pretty pattern, then dusted with icing sugar. Baked in large batches for Eid, so order early.\n\nContains gluten and dairy. Keep in an airtight tin for up to two weeks.',
    allergens: ['wheat', 'milk'],
    dietary: ['vegetarian', 'eggless'],
    price: '16.50',
    seasonal: true,
  }),
  product({
    slug: 'basbousa',
    name: 'Basbousa',
    category: 'arabian-sweets',
    description:
      'Golden semolina and coconut cake soaked in lemon syrup and topped with a toasted almond. Tray of 12 squares.',
    fullDescription:
      'A soft, syrupy semolina cake made with yoghurt and desiccated coconut, baked until golden and cut into diamonds before it goes into the oven.\n\nEach piece is crowned with a blanched almond and soaked in lemon and rose syrup while warm. Simple, comforting and gone in minutes at any family gathering.\n\nContains gluten, dairy, eggs and tree nuts (almond). Keeps for four days at room temperature.',
    allergens: ['wheat', 'egg', 'milk', 'almond'],
    dietary: ['vegetarian'],
    price: '18.00',
    originalPrice: '21.00',
  }),
  product({
    slug: 'halawet-el-jibn',
    name: 'Halawet el Jibn',
    category: 'arabian-sweets',
    description:
      'Soft sweet-cheese rolls filled with ashta cream, finished with pistachio and rose petal jam. Box of 8.',
    fullDescription:
      'A Syrian classic: semolina and mozzarella are worked together over gentle heat into a silky sweet-cheese dough, rolled thin and wrapped around clotted ashta cream.\n\nWe finish each roll with ground pistachios, rose petal jam and a drizzle of orange blossom syrup on the side.\n\nContains dairy, gluten and tree nuts. Keep refrigerated and enjoy within two days.',
    // Not called vegetarian: the mozzarella may be made with animal rennet.
    allergens: ['wheat', 'milk', 'pistachio'],
    dietary: ['eggless'],
    price: '22.00',
  }),
  product({
    slug: 'barazek-sesame-cookies',
    name: 'Barazek Sesame Cookies',
    category: 'arabian-sweets',
    description:
      'Thin, crisp Damascene cookies coated in toasted sesame on one side and pistachio on the other. Bag of 20.',
    fullDescription:
      'These crunchy cookies are pressed into honey-glazed toasted sesame seeds on top and chopped pistachios underneath, then baked until golden and snappy.\n\nThey keep beautifully, so they make a lovely gift and a perfect companion to mint tea.\n\nContains gluten, dairy, sesame and tree nuts. Store in an airtight container for up to three weeks.',
    allergens: ['wheat', 'milk', 'sesame', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '12.50',
  }),
  product({
    slug: 'stuffed-medjool-dates',
    name: 'Stuffed Medjool Dates',
    category: 'arabian-sweets',
    description: 'Plump Medjool dates filled with toasted almonds, orange-scented marzipan and pistachio. Box of 12.',
    fullDescription:
      'We pit soft, caramel-sweet Medjool dates and fill them with orange blossom marzipan, whole toasted almonds and crushed pistachios.\n\nA few are half-dipped in dark chocolate for good measure. They are the traditional way to break the fast during Ramadan and a gorgeous gift any time of year.\n\nContains tree nuts; the chocolate-dipped dates contain dairy and soy. Keep in a cool place for up to two weeks.',
    // Milk and soy: some dates in the box are dipped in chocolate.
    allergens: ['milk', 'soy', 'almond', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '21.00',
  }),
  product({
    slug: 'rose-pistachio-turkish-delight',
    name: 'Rose & Pistachio Turkish Delight',
    category: 'arabian-sweets',
    description:
      'Soft, bouncy lokum scented with rosewater and studded with pistachios, dusted in icing sugar. 300 g box.',
    fullDescription:
      'Our lokum is cooked slowly for hours with sugar, cornflour and lemon until it turns wonderfully soft and chewy, then flavoured with Bulgarian rosewater and whole pistachios.\n\nIt is cut into generous cubes and tossed in icing sugar. Nothing like the supermarket kind.\n\nContains tree nuts (pistachio). Gluten free. Keep in the box in a cool, dry place for up to a month.',
    allergens: ['pistachio'],
    dietary: ['vegetarian', 'vegan', 'eggless'],
    price: '14.50',
  }),
  product({
    slug: 'mahalabia-rose-pudding',
    name: 'Mahalabia Rose Milk Pudding',
    category: 'arabian-sweets',
    description:
      'Silky set milk pudding scented with rose and mastic, topped with rose syrup and pistachio. Pack of 2 glasses.',
    fullDescription:
      'Whole milk is gently thickened with cornflour and perfumed with rosewater and a little mastic, then set in glass cups.\n\nWe top each one with a ruby rose syrup, crushed pistachios and dried rose petals. Light, cool and wonderful after a big meal.\n\nContains dairy and tree nuts. Gluten free. Keep refrigerated and enjoy within two days.',
    allergens: ['milk', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '9.50',
  }),
];

const indianSweets: SeedProduct[] = [
  product({
    slug: 'gulab-jamun',
    name: 'Gulab Jamun',
    category: 'indian-sweets',
    description: 'Soft milk dumplings fried golden and soaked in cardamom, rose and saffron syrup. Tub of 12.',
    fullDescription:
      'We make our gulab jamun from khoya and a little flour, rolled by hand and fried slowly in ghee until they are a deep mahogany all the way round.\n\nThey then soak overnight in a warm syrup of cardamom, rosewater and saffron so they are soft and juicy right to the middle. Serve warm, on their own or with vanilla ice cream.\n\nContains dairy and gluten. Keep refrigerated for up to a week; warm gently before serving.',
    allergens: ['wheat', 'milk'],
    dietary: ['vegetarian', 'eggless'],
    price: '14.50',
    bestseller: true,
    sortOrder: 4,
  }),
  product({
    slug: 'kaju-katli',
    name: 'Kaju Katli',
    category: 'indian-sweets',
    description: 'Smooth cashew fudge diamonds finished with edible silver leaf, the king of Diwali mithai. 500 g box.',
    fullDescription:
      'Premium cashews are soaked, ground fine and cooked with sugar syrup until the paste is glossy and pliable, then kneaded with a touch of ghee and rolled thin.\n\nWe cut it into classic diamonds and finish every piece with edible silver varq. Melt-in-the-mouth, not too sweet and always the first box to go.\n\nContains tree nuts (cashew) and dairy. Gluten free. Keeps for two weeks at room temperature.',
    allergens: ['milk', 'cashew'],
    dietary: ['vegetarian', 'eggless'],
    ingredients: 'Cashews (60%), sugar, water, ghee (milk), edible silver leaf.',
    price: '22.00',
    bestseller: true,
    sortOrder: 6,
  }),
  product({
    slug: 'rasmalai',
    name: 'Rasmalai',
    category: 'indian-sweets',
    description:
      'Pillowy chenna discs soaked in chilled saffron and cardamom milk, with pistachio and almond slivers. Tub of 6.',
    fullDescription:
      'Fresh paneer is kneaded until silky, shaped into little discs and simmered in light syrup until they puff up.\n\nThey are then soaked in thickened milk flavoured with saffron and green cardamom, and finished with slivered pistachios, almonds and rose petals. Serve well chilled.\n\nContains dairy and tree nuts. Gluten free. Keep refrigerated and enjoy within three days.',
    allergens: ['milk', 'almond', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '16.00',
  }),
  product({
    slug: 'jalebi',
    name: 'Jalebi',
    category: 'indian-sweets',
    description: 'Crisp, glowing-orange spirals fried to order and dipped in saffron syrup. 250 g, best eaten warm.',
    fullDescription:
      'Our jalebi batter is fermented overnight for a gentle tang, then piped freehand into hot ghee in loops and spirals.\n\nThey are fried until shatteringly crisp and dunked straight into a warm saffron and cardamom syrup. Weekend mornings at the cafe, with a glass of warm milk or rabri, are a very Auckland kind of joy.\n\nContains gluten and dairy. Best on the day; refresh in a warm oven for a few minutes.',
    allergens: ['wheat', 'milk'],
    dietary: ['vegetarian', 'eggless'],
    price: '11.50',
  }),
  product({
    slug: 'motichoor-ladoo',
    name: 'Motichoor Ladoo',
    category: 'indian-sweets',
    description:
      'Tiny pearls of saffron boondi bound with ghee, cardamom and melon seeds into soft festive ladoos. Box of 12.',
    fullDescription:
      'Thousands of tiny gram-flour pearls are fried in ghee, soaked in saffron syrup and pressed by hand into soft, fragrant ladoos with cardamom and melon seeds.\n\nThey are the sweet of weddings, new jobs and of course Diwali, when we make them in huge batches. Order ahead during the festival weeks.\n\nContains dairy and seeds. Gluten free. Keeps for a week at room temperature.',
    allergens: ['milk'],
    dietary: ['vegetarian', 'eggless'],
    price: '15.00',
    seasonal: true,
  }),
  product({
    slug: 'besan-ladoo',
    name: 'Besan Ladoo',
    category: 'indian-sweets',
    description:
      'Nutty roasted gram flour ladoos with ghee, cardamom and a cashew on top, just like Nani makes. Box of 12.',
    fullDescription:
      'Besan is roasted slowly in ghee for almost an hour until it smells like toasted nuts, then mixed with powdered sugar, cardamom and chopped almonds.\n\nEach ladoo is rolled by hand and topped with a cashew. Comforting and not too sweet.\n\nContains dairy and tree nuts. Gluten free. Keeps for two weeks in an airtight tin.',
    allergens: ['milk', 'almond', 'cashew'],
    dietary: ['vegetarian', 'eggless'],
    price: '13.50',
  }),
  product({
    slug: 'pista-barfi',
    name: 'Pista Barfi',
    category: 'indian-sweets',
    description: 'Layered milk and pistachio barfi with a whisper of saffron, finished with silver leaf. 500 g box.',
    fullDescription:
      'Our pista barfi has two layers: a rich khoya fudge flavoured with saffron and a bright layer of ground pistachio.\n\nIt is set, cut into neat squares and topped with edible silver varq and slivered pistachios. A beautiful, generous gift box for any celebration.\n\nContains dairy and tree nuts. Gluten free. Keep refrigerated for up to ten days.',
    allergens: ['milk', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '24.50',
  }),
  product({
    slug: 'coconut-barfi',
    name: 'Coconut Barfi',
    category: 'indian-sweets',
    description: 'Soft, fragrant coconut fudge squares with cardamom and a blush-pink rose layer. Box of 12.',
    fullDescription:
      'Freshly grated coconut is cooked slowly with milk, sugar and cardamom until it comes together into a tender fudge.\n\nWe set it in two layers, one natural and one tinted with rose, and cut it into squares topped with pistachio. A light, pretty mithai that children love.\n\nContains dairy and tree nuts. Gluten free. Keep in a cool place for up to a week.',
    allergens: ['milk', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '12.50',
    originalPrice: '14.50',
  }),
  product({
    slug: 'mysore-pak',
    name: 'Mysore Pak',
    category: 'indian-sweets',
    description: 'Golden, porous gram flour and ghee fudge from Karnataka that melts the moment you bite. 400 g box.',
    fullDescription:
      'Mysore pak is all about the ghee: gram flour is cooked with sugar syrup while hot ghee is poured in little by little until the mixture froths up and sets with its signature honeycomb texture.\n\nWe cut it into golden blocks while still warm. Rich, crumbly and deeply satisfying.\n\nContains dairy. Gluten free. Keeps for two weeks in an airtight container.',
    allergens: ['milk'],
    dietary: ['vegetarian', 'eggless'],
    price: '14.00',
  }),
  product({
    slug: 'kalakand',
    name: 'Kalakand',
    category: 'indian-sweets',
    description:
      'Moist, grainy milk cake set with saffron and cardamom and finished with pistachio slivers. 500 g box.',
    fullDescription:
      'Fresh chenna and reduced milk are cooked together slowly until the mixture is thick and gently caramelised, giving kalakand its soft, grainy texture.\n\nIt is flavoured with saffron and cardamom, set and cut into squares, and scattered with pistachio slivers and rose petals.\n\nContains dairy and tree nuts. Gluten free. Keep refrigerated and enjoy within five days.',
    allergens: ['milk', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '16.50',
  }),
  product({
    slug: 'diwali-mithai-gift-box',
    name: 'Diwali Mithai Gift Box',
    category: 'indian-sweets',
    description: 'A festive keepsake box of 24 handmade mithai: kaju katli, ladoo, barfi, gulab jamun and more.',
    fullDescription:
      'Our Diwali box brings together the best of the counter: kaju katli, motichoor and besan ladoo, pista and coconut barfi, mysore pak and a few surprises, all made in the weeks before the festival.\n\nIt comes in a gold-foiled keepsake box tied with ribbon, with a little clay diya to light on the night. Perfect for family, friends and colleagues.\n\nContains dairy, tree nuts and seeds; may contain gluten. Keeps for a week in a cool, dry place.',
    // "May contain gluten" is declared: a gluten-free shopper must not be shown it.
    allergens: ['wheat', 'milk', 'almond', 'cashew', 'pistachio'],
    dietary: ['vegetarian', 'eggless'],
    price: '32.00',
    seasonal: true,
    inStock: false,
  }),
];

const englishSweets: SeedProduct[] = [
  product({
    slug: 'sticky-toffee-pudding',
    name: 'Sticky Toffee Pudding',
    category: 'english-sweets',
    description: 'Warm, date-rich sponge puddings with a jug of our salted butterscotch sauce. Pack of 2.',
    fullDescription:
      'Medjool dates are soaked in hot tea and folded through a dark muscovado sponge, then baked in individual moulds until springy.\n\nEach pack comes with a generous pot of salted butterscotch sauce made with New Zealand butter and cream. Warm it all through and serve with vanilla ice cream or custard.\n\nContains gluten, dairy and eggs. Keep refrigerated for up to four days.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '16.00',
  }),
  product({
    slug: 'bakewell-tart',
    name: 'Bakewell Tart',
    category: 'english-sweets',
    description:
      'Buttery shortcrust with raspberry jam and almond frangipane, topped with toasted flaked almonds. Serves 8.',
    fullDescription:
      'A crisp, buttery shortcrust case is spread with our raspberry jam and filled with a light almond frangipane.\n\nIt is scattered with flaked almonds and baked until golden, then finished with a light dusting of icing sugar. Lovely warm with cream or cold with a cuppa.\n\nContains gluten, dairy, eggs and tree nuts (almond). Keeps for three days in a cool place.',
    allergens: ['wheat', 'egg', 'milk', 'almond'],
    dietary: ['vegetarian'],
    price: '24.00',
  }),
  product({
    slug: 'eccles-cakes',
    name: 'Eccles Cakes',
    category: 'english-sweets',
    description:
      'Flaky butter pastry filled with spiced currants and orange peel, crackled with demerara sugar. Pack of 4.',
    fullDescription:
      'Our all-butter rough puff is wrapped around a filling of currants, candied orange peel, nutmeg and brown sugar, then slashed three times and sprinkled with demerara.\n\nThey bake up flaky and sticky at the edges. Traditionally eaten with a slice of crumbly Lancashire cheese, or just on their own.\n\nContains gluten and dairy. Keeps for three days in an airtight tin; refresh in the oven.',
    allergens: ['wheat', 'milk'],
    dietary: ['vegetarian', 'eggless'],
    price: '12.00',
  }),
  product({
    slug: 'scones-with-clotted-cream',
    name: 'Scones with Clotted Cream',
    category: 'english-sweets',
    description:
      'Tall buttermilk scones with thick clotted cream and strawberry jam. Pack of 4, ready for afternoon tea.',
    fullDescription:
      'Our scones are made with cold butter and buttermilk and handled as little as possible so they rise tall and split neatly in the middle.\n\nEach pack comes with a pot of rich clotted cream and our strawberry jam. Jam first or cream first? We will leave that to you.\n\nContains gluten, dairy and eggs. Best on the day; warm for five minutes in a hot oven.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '15.50',
    bestseller: true,
    sortOrder: 7,
  }),
  product({
    slug: 'lemon-drizzle-loaf',
    name: 'Lemon Drizzle Loaf',
    category: 'english-sweets',
    description: 'Zesty lemon loaf soaked with a crunchy lemon sugar drizzle and topped with candied lemon.',
    fullDescription:
      'A buttery loaf cake packed with lemon zest, pricked all over while warm and soaked with a sharp lemon and sugar syrup that sets to a crackly crust.\n\nWe finish it with a thick lemon icing and slices of candied lemon. It keeps beautifully and slices like a dream.\n\nContains gluten, dairy and eggs. Keeps for five days wrapped at room temperature.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '18.00',
    originalPrice: '21.00',
  }),
  product({
    slug: 'millionaires-shortbread',
    name: 'Millionaire’s Shortbread',
    category: 'english-sweets',
    description: 'Crumbly butter shortbread, thick salted caramel and a snap of dark chocolate. Box of 6 squares.',
    fullDescription:
      'A thick layer of buttery shortbread is topped with slow-cooked salted caramel and finished with dark chocolate marbled with a little white.\n\nWe cut generous squares that hold their layers perfectly. Dangerously good with a flat white.\n\nContains gluten, dairy and soy. Keeps for a week in a cool place.',
    allergens: ['wheat', 'milk', 'soy'],
    dietary: ['vegetarian', 'eggless'],
    price: '14.00',
    originalPrice: '16.00',
  }),
  product({
    slug: 'christmas-pudding',
    name: 'Christmas Pudding',
    category: 'english-sweets',
    description:
      'Rich, brandy-fed pudding with vine fruits, spice and toasted almonds, matured for six weeks. Serves 6-8.',
    fullDescription:
      'Made to a family recipe in October, our pudding is packed with raisins, currants, sultanas, candied peel, grated apple and toasted almonds, then steamed for eight hours.\n\nIt is fed with brandy every week until Christmas. Steam or microwave to reheat and serve with brandy butter or custard.\n\nContains gluten, dairy, eggs, tree nuts and alcohol. Keeps unopened for three months in a cool place.',
    // Not called vegetarian: the traditional recipe uses beef suet and the description does not rule it out.
    allergens: ['wheat', 'egg', 'milk', 'almond'],
    dietary: [],
    price: '28.00',
    seasonal: true,
  }),
  product({
    slug: 'mince-pies',
    name: 'Mince Pies',
    category: 'english-sweets',
    description: 'Crumbly orange shortcrust filled with spiced fruit mince and topped with a pastry star. Box of 6.',
    fullDescription:
      'Our fruit mince is made with apples, vine fruits, citrus peel, warm spices and a splash of brandy, then left to mature for weeks.\n\nIt is baked in crumbly orange-scented shortcrust with a pastry star on top and a dusting of icing sugar. Warm them through and add a spoon of brandy cream.\n\nContains gluten, dairy, eggs and alcohol. Keeps for five days in an airtight tin.',
    // Not called vegetarian: traditional fruit mince and pastry use suet or lard.
    allergens: ['wheat', 'egg', 'milk'],
    dietary: [],
    price: '16.50',
    seasonal: true,
  }),
  product({
    slug: 'treacle-tart',
    name: 'Treacle Tart',
    category: 'english-sweets',
    description: 'Golden syrup, lemon and breadcrumb filling in crisp shortcrust with a lattice top. Serves 8.',
    fullDescription:
      'A nostalgic British pudding: golden syrup is warmed with lemon zest, a little cream and fresh breadcrumbs, then baked in a shortcrust case under a pretty pastry lattice.\n\nServe it warm with clotted cream or vanilla custard.\n\nContains gluten, dairy and eggs. Keeps for three days at room temperature.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '22.00',
  }),
  product({
    slug: 'custard-tarts',
    name: 'English Custard Tarts',
    category: 'english-sweets',
    description: 'Silky vanilla egg custard in crisp shortcrust, finished with freshly grated nutmeg. Pack of 4.',
    fullDescription:
      'Free-range egg yolks, cream and vanilla are baked slowly in sweet shortcrust until just set with a gentle wobble.\n\nEach tart is finished with freshly grated nutmeg. A quiet classic that our regulars buy every Saturday.\n\nContains gluten, dairy and eggs. Keep refrigerated and enjoy within two days.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '13.50',
  }),
];

const pastriesAndBreads: SeedProduct[] = [
  product({
    slug: 'cardamom-knots',
    name: 'Cardamom Knots',
    category: 'pastries-and-breads',
    description: 'Soft, buttery twisted buns with freshly ground cardamom sugar and pearl sugar on top. Pack of 4.',
    fullDescription:
      'Our enriched dough is rolled with cardamom butter, twisted into knots and left to prove slowly before baking golden.\n\nStraight from the oven they are brushed with syrup and sprinkled with pearl sugar. Fragrant, soft and perfect with coffee.\n\nContains gluten, dairy and eggs. Best on the day; freeze any extras.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '14.00',
  }),
  product({
    slug: 'almond-croissants',
    name: 'Almond Croissants',
    category: 'pastries-and-breads',
    description:
      'Twice-baked butter croissants filled with almond frangipane and topped with flaked almonds. Pack of 2.',
    fullDescription:
      'We split our all-butter croissants, soak them in a light orange blossom syrup and fill them with almond frangipane.\n\nThey are topped with more frangipane and flaked almonds, baked until crisp, then dusted with icing sugar.\n\nContains gluten, dairy, eggs and tree nuts (almond). Best on the day; refresh in a warm oven.',
    allergens: ['wheat', 'egg', 'milk', 'almond'],
    dietary: ['vegetarian'],
    ingredients:
      'Wheat flour, butter (milk), almonds (18%), sugar, eggs, water, milk, yeast, orange blossom water, salt.',
    price: '12.00',
  }),
  product({
    slug: 'zaatar-manakish',
    name: 'Za’atar Manakish',
    category: 'pastries-and-breads',
    description: 'Soft Lebanese flatbreads baked with wild thyme, sumac, sesame and good olive oil. Pack of 3.',
    fullDescription:
      'Our dough is proved slowly, stretched by hand and spread with a generous za’atar mix of wild thyme, sumac, toasted sesame and extra virgin olive oil.\n\nBaked hot and fast until the edges blister, it is the classic Levantine breakfast: fold it around tomato, cucumber and mint.\n\nContains gluten and sesame. Best warm on the day; reheat in a hot oven.',
    allergens: ['wheat', 'sesame'],
    dietary: ['vegetarian', 'vegan', 'eggless'],
    ingredients:
      'Wheat flour, water, za’atar (wild thyme, sumac, toasted sesame seeds, salt), extra virgin olive oil, yeast, sugar, salt.',
    price: '10.50',
  }),
  product({
    slug: 'saffron-brioche-loaf',
    name: 'Saffron Brioche Loaf',
    category: 'pastries-and-breads',
    description:
      'A golden braided brioche scented with saffron and orange zest, glazed and scattered with pearl sugar.',
    fullDescription:
      'Saffron threads are steeped in warm milk and worked into a rich butter-and-egg brioche dough, which is braided by hand and proved overnight.\n\nIt bakes into a tall, glossy loaf with a soft, golden crumb. Wonderful toasted with salted butter, or turned into the best French toast of your life.\n\nContains gluten, dairy and eggs. Keeps for three days wrapped; freezes well.',
    allergens: ['wheat', 'egg', 'milk'],
    dietary: ['vegetarian'],
    price: '16.00',
  }),
];

export const seedProducts: SeedProduct[] = [
  ...cakes,
  ...arabianSweets,
  ...indianSweets,
  ...englishSweets,
  ...pastriesAndBreads,
];
