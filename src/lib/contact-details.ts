// The academy's public contact details, shown in the footer and the contact banner.
// Marketing copy is placeholder text.
export const contactDetails = {
  phone: '+374 10 555 010',
  phoneHref: 'tel:+37410555010',
  email: 'hello@academy.example',
  website: 'https://academy.example',
  messagingApp: 'https://wa.me/37410555010',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/academy.example' },
    { name: 'Instagram', href: 'https://www.instagram.com/academy.example' },
  ],
} as const;
