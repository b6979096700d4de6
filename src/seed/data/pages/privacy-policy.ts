import type { PageSeed } from '../../types'
import { companyName } from '@/lib/site/company'
import { bulletList, heading, paragraph, richText } from './lexical'

export const privacyPolicy: PageSeed = {
  title: 'Privacy Policy',
  slug: 'privacy-policy',
  intro: `How ${companyName} collects, uses and protects the personal data you share with us through this website.`,
  layout: [
    {
      blockType: 'richText',
      content: richText(
        heading('Who we are'),
        paragraph(
          `${companyName} ("we", "us") provides value-added services, fintech and digital solutions to mobile operators and enterprises in Africa. Our headquarters are in Hyderabad, India. We are the controller of the personal data described in this policy.`,
        ),
        heading('What we collect'),
        paragraph('We only collect what you choose to send us through the forms on this website:'),
        bulletList(
          [
            'Contact messages: your name, e-mail address, company or operator, the service you are interested in and your message.',
          ],
          [
            'Quote requests: your company, name, e-mail address, country, phone number and the details, timeline and budget of your project.',
          ],
          [
            'Partnership applications: your company, name, e-mail address, phone number, country or region, the partnership type and your company description and proposal.',
          ],
          [
            'Job applications: your name, contact details, location, LinkedIn profile, the position, your experience, availability, expected salary, summary, skills and motivation, your CV and, if you add one, your cover letter.',
          ],
          [
            'Market report requests: your name, work e-mail address, company and country, the region whose report you asked for, and how many times you downloaded it.',
          ],
        ),
        paragraph(
          'Our servers also record technical data such as your IP address and the time of each request, to keep the website secure and to prevent abuse of the forms. They count how many times each page is viewed each day, without a cookie and without recording who viewed it.',
        ),
        paragraph(
          'With each form, we also receive how you found us: the first page of this website you opened in that browser tab and, if you arrived from an advertisement, a campaign link or another website, the campaign’s name, the advertisement’s click reference and the name of that website, with the time. Your browser keeps this in the tab only, without a cookie, until you close it; it reaches us only when you send a form, and we keep it with your request.',
        ),
        heading('Why we use it'),
        bulletList(
          [
            'To answer your message, prepare the quote you asked for or assess your partnership proposal, at your request.',
          ],
          [
            'To e-mail you the market report you asked for and, as you agreed when asking, to contact you about it.',
          ],
          [
            'To assess your job application and, if it progresses, to contact you about interviews. We use your CV only for recruitment.',
          ],
          [
            'To learn which of our campaigns and pages bring the requests we receive, which is our legitimate interest.',
          ],
          [
            'To protect the website and its users, for example by limiting repeated submissions, which is our legitimate interest.',
          ],
          ['To meet legal obligations that apply to us.'],
        ),
        paragraph(
          'We do not sell your personal data, we do not use it for advertising profiles and we send you news about vacancies only if you ticked the box asking for updates.',
        ),
        heading('Who can see it'),
        paragraph(
          'Only the staff who handle your request can see it: sales for contact messages and quotes, partnerships for partnership applications and our recruiters for job applications. Hosting and e-mail providers process data on our behalf under contracts that require them to protect it. We share data with authorities only where the law requires it.',
        ),
        heading('International transfers'),
        paragraph(
          'Our teams work in India and in several African countries, so your data may be accessed from a country other than your own. Where this happens we protect it with contractual safeguards and the security measures described below.',
        ),
        heading('How long we keep it'),
        bulletList(
          [
            'Contact messages, quote requests, partnership applications and market report requests: up to 24 months after our last exchange with you.',
          ],
          [
            'Job applications, including CVs and cover letters: up to 12 months after the position is filled, unless you agree that we keep them longer for future openings.',
          ],
          ['Server logs: up to 90 days.'],
        ),
        heading('How we protect it'),
        paragraph(
          'Data is sent over encrypted connections, CVs and cover letters are stored in a private area that only authorised recruiters can open, staff accounts are protected by passwords and roles, and we check uploaded files before storing them.',
        ),
        heading('Your rights'),
        paragraph(
          'Depending on where you live (for example under the Nigeria Data Protection Act, the Kenya Data Protection Act, the Ghana Data Protection Act or India’s Digital Personal Data Protection Act), you may ask us to give you a copy of your data, correct it, delete it, restrict or object to its use, or withdraw a consent you gave. You may also complain to your national data protection authority.',
        ),
        heading('Cookies'),
        paragraph(
          'The public website uses no advertising or tracking cookies. Cookies are used only to keep staff signed in to the admin area.',
        ),
        heading('Changes and contact'),
        paragraph(
          'We may update this policy when our services or the law change; the date of the last update is shown on this page. For any question or request about your personal data, write to us using the e-mail address in the footer of this website, or see our ',
          { text: 'Terms of Service', href: '/terms-of-service' },
          '.',
        ),
      ),
    },
  ],
  meta: {
    title: `Privacy Policy | ${companyName}`,
    description: `How ${companyName} collects, uses, stores and protects the personal data sent through its contact, quote, partnership and job application forms.`,
    keywords: 'privacy policy, personal data, data protection, GDPR, NDPA, job applications, CV',
  },
}
