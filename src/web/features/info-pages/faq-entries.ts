export const FAQ_CATEGORIES = ['Ordering', 'Delivery', 'Products', 'Storage', 'Custom Orders', 'Payment'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
}

/**
 * The FAQ page's questions. "No vegan options" here and "vegan on request" on the contact page
 * contradict each other on purpose: both readings stand (spec README).
 */
export const faqEntries: FaqEntry[] = [
  {
    category: 'Ordering',
    question: 'How do I place an order?',
    answer:
      'Browse our cakes and sweets, choose a size and quantity, and add them to your cart. At checkout, sign in, enter your delivery details, pick a date and time slot, and pay by card. You will get a confirmation as soon as your order is through.',
  },
  {
    category: 'Ordering',
    question: 'Can I change or cancel my order?',
    answer:
      'Yes. Orders can be modified or cancelled up to 24 hours before your delivery or pickup time. Call or message us with your order number and we will take care of it. Within 24 hours your order is usually already in the oven, so we cannot change it.',
  },
  {
    category: 'Ordering',
    question: 'Can I pick up my order instead?',
    answer:
      'Of course. Choose pickup at checkout and collect your order from the cafe counter during opening hours. We will have it boxed and waiting.',
  },
  {
    category: 'Delivery',
    question: 'Where do you deliver?',
    answer:
      'We deliver right across Auckland, from the North Shore and West Auckland to East and South Auckland. For Waiheke Island or towns outside the city, give us a call before ordering.',
  },
  {
    category: 'Delivery',
    question: 'How much does delivery cost?',
    answer:
      'Standard delivery (2–3 business days) is $8.50, express (next business day, order before 2 PM) is $15.00, and same-day delivery in selected areas (order before 10 AM) is $25.00. Delivery is free on orders over $50.',
  },
  {
    category: 'Delivery',
    question: 'When will my order arrive?',
    answer:
      'We deliver Monday to Saturday in two-hour windows between 9am and 7pm; you choose the slot at checkout. Orders placed after 2 PM may be scheduled for the next business day.',
  },
  {
    category: 'Products',
    question: 'Do you have vegan options?',
    answer:
      'Not at the moment, sorry. Our recipes rely on butter, ghee, cream, milk and eggs, and we would rather not offer a vegan version until we can make one we are truly proud of.',
  },
  {
    category: 'Products',
    question: 'Do your products contain allergens?',
    answer:
      'Allergy notice: our kitchen handles nuts (including pistachios, almonds and cashews), peanuts, gluten, dairy, eggs and sesame. Even products made without these ingredients may contain traces, so we cannot guarantee any item is allergen-free. If you have a severe allergy, please talk to us before ordering.',
  },
  {
    category: 'Products',
    question: 'Is everything made fresh?',
    answer:
      'Yes. Everything is baked and made by hand in our own kitchen every morning, from the sponges and syrups to the ghee in our mithai. We never buy in frozen cakes or ready-made sweets.',
  },
  {
    category: 'Storage',
    question: 'How long do your desserts stay fresh?',
    answer:
      'Most of our desserts stay fresh for 3–5 days. Keep cream cakes, cheesecakes and milk sweets such as rasmalai in the fridge; baklava, biscuits and most dry sweets are happiest in an airtight container at room temperature.',
  },
  {
    category: 'Storage',
    question: 'Can I freeze cakes and sweets?',
    answer:
      'Yes, most cakes and sweets can be frozen for up to 3 months. Wrap them well in cling film, then thaw overnight in the fridge. Cakes with fresh fruit or whipped cream are best enjoyed fresh.',
  },
  {
    category: 'Custom Orders',
    question: 'How much notice do you need for a custom cake?',
    answer:
      'At least 48 hours for simple designs. Standard custom cakes take 5–7 business days, complex designs 7–10 business days and wedding cakes 2–3 weeks. Rush orders with less than 5 days’ notice are sometimes possible for a 30% surcharge.',
  },
  {
    category: 'Custom Orders',
    question: 'How much does a custom cake cost?',
    answer:
      'Base prices run from $35 for a 6 inch cake to $120 for a 12 inch cake. A design fee starts from $25, and premium decorations such as sugar flowers or gold leaf add $15–50. We always send a full quote before you commit.',
  },
  {
    category: 'Custom Orders',
    question: 'Do I need to pay a deposit?',
    answer:
      'Yes, a 50% deposit confirms your custom order and secures your date. For orders over $200 we also offer payment plans, starting with the same 50% deposit.',
  },
  {
    category: 'Payment',
    question: 'Which payment methods do you accept?',
    answer:
      'Online we accept credit and debit cards, including Visa and Mastercard. In the cafe you can also pay by EFTPOS or cash.',
  },
  {
    category: 'Payment',
    question: 'Is it safe to pay by card on your website?',
    answer:
      'Yes. Card payments are handled by our secure card payment provider over an encrypted connection. Your card details go straight to them and are never stored on our systems.',
  },
];
