import type { PageSeed } from '../../types'
import { companyName } from '@/lib/site/company'
import { bulletList, heading, paragraph, richText } from './lexical'

export const termsOfService: PageSeed = {
  title: 'Terms of Service',
  slug: 'terms-of-service',
  intro: `The terms that apply when you use the ${companyName} website and send us a request or application.`,
  layout: [
    {
      blockType: 'richText',
      content: richText(
        heading('About these terms'),
        paragraph(
          `This website is operated by ${companyName}, headquartered in Hyderabad, India. By using it you accept these terms. If you do not agree with them, please do not use the website.`,
        ),
        heading('Information on the website'),
        paragraph(
          'We describe our products, services, figures and partners as accurately as we can, but the content is for general information only. It is not an offer, and services, prices and availability are agreed only in a signed contract with us.',
        ),
        heading('Requests and applications'),
        paragraph(
          'When you send a contact message, quote request, partnership application or job application you confirm that:',
        ),
        bulletList(
          [
            'the information you provide is accurate and you are entitled to share it, including any details of colleagues or your company;',
          ],
          [
            'files you upload, such as a CV or cover letter, are your own and contain no malicious code;',
          ],
          ['you will not use the forms to send spam, advertising or unlawful content.'],
        ),
        paragraph(
          'Sending a request does not create a contract. A quote is an estimate until it is confirmed in writing, and a partnership or job application does not oblige either side to enter into an agreement.',
        ),
        heading('Acceptable use'),
        paragraph(
          'You may not try to gain unauthorised access to the website or its admin area, disrupt its operation, submit automated requests or collect data from it. We limit the number of submissions per visitor and may block traffic that abuses the website.',
        ),
        heading('Intellectual property'),
        paragraph(
          `The text, design, logos and other content of this website belong to ${companyName} or its partners. Operator names and logos belong to their owners and are shown only to describe our partnerships. You may view and print pages for your own information; any other use needs our written permission.`,
        ),
        heading('External links'),
        paragraph(
          'Some pages link to websites run by others, such as our marketplace partners. We are not responsible for their content or their privacy practices.',
        ),
        heading('Liability'),
        paragraph(
          'We work to keep the website available and correct, but we provide it "as is" and cannot guarantee that it is always available or free of errors. To the extent the law allows, we are not liable for losses arising from the use of the website. Nothing in these terms limits liability that cannot be limited by law.',
        ),
        heading('Personal data'),
        paragraph(
          'How we handle the personal data you send us is described in our ',
          { text: 'Privacy Policy', href: '/privacy-policy' },
          '.',
        ),
        heading('Changes and governing law'),
        paragraph(
          'We may update these terms from time to time; the version on this page applies to your visit. These terms are governed by the laws of India, without prejudice to the mandatory consumer and data protection rules of your country of residence. For questions, contact us using the details in the footer.',
        ),
      ),
    },
  ],
  meta: {
    title: `Terms of Service | ${companyName}`,
    description: `The terms of use of the ${companyName} website and of the requests and applications sent through it.`,
    keywords: 'terms of service, terms of use, website terms, legal',
  },
}
