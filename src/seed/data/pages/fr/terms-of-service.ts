import type { FrenchSeed, PageSeed } from '../../../types'
import { companyName } from '@/lib/site/company'
import { bulletList, heading, paragraph, richText } from '../lexical'

export const termsOfServiceFr: FrenchSeed<PageSeed> = {
  title: 'Conditions d’utilisation',
  intro: `Les conditions applicables lorsque vous utilisez le site de ${companyName} et nous adressez une demande ou une candidature.`,
  layout: [
    {
      content: richText(
        heading('À propos des présentes conditions'),
        paragraph(
          `Ce site est exploité par ${companyName}, dont le siège est situé à Hyderabad, en Inde. En l’utilisant, vous acceptez les présentes conditions. Si vous ne les acceptez pas, nous vous invitons à ne pas utiliser le site.`,
        ),
        heading('Informations publiées sur le site'),
        paragraph(
          'Nous décrivons nos produits, services, chiffres et partenaires aussi précisément que possible, mais ces contenus sont fournis à titre d’information générale uniquement. Ils ne constituent pas une offre : les services, les prix et la disponibilité ne sont convenus que dans un contrat signé avec nous.',
        ),
        heading('Demandes et candidatures'),
        paragraph(
          'Lorsque vous envoyez un message de contact, une demande de devis, une candidature de partenariat ou une candidature à un emploi, vous confirmez que :',
        ),
        bulletList(
          [
            'les informations que vous fournissez sont exactes et vous êtes en droit de les communiquer, y compris celles qui concernent vos collègues ou votre entreprise ;',
          ],
          [
            'les fichiers que vous téléversez, tels qu’un CV ou une lettre de motivation, sont les vôtres et ne contiennent aucun code malveillant ;',
          ],
          [
            'vous n’utiliserez pas les formulaires pour envoyer du spam, de la publicité ou des contenus illicites.',
          ],
        ),
        paragraph(
          'L’envoi d’une demande ne crée aucun contrat. Un devis reste une estimation tant qu’il n’a pas été confirmé par écrit, et une candidature de partenariat ou à un emploi n’oblige aucune des parties à conclure un accord.',
        ),
        heading('Utilisation acceptable'),
        paragraph(
          'Il vous est interdit de tenter d’accéder sans autorisation au site ou à son espace d’administration, d’en perturber le fonctionnement, d’y envoyer des requêtes automatisées ou d’en extraire des données. Nous limitons le nombre d’envois par visiteur et pouvons bloquer tout trafic qui fait un usage abusif du site.',
        ),
        heading('Propriété intellectuelle'),
        paragraph(
          `Les textes, la conception graphique, les logos et les autres contenus de ce site appartiennent à ${companyName} ou à ses partenaires. Les noms et logos des opérateurs appartiennent à leurs titulaires et ne sont présentés que pour décrire nos partenariats. Vous pouvez consulter et imprimer les pages pour votre information personnelle ; toute autre utilisation requiert notre autorisation écrite.`,
        ),
        heading('Liens externes'),
        paragraph(
          'Certaines pages renvoient vers des sites exploités par des tiers, comme nos partenaires de place de marché. Nous ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de protection des données.',
        ),
        heading('Responsabilité'),
        paragraph(
          'Nous veillons à ce que le site reste accessible et exact, mais il est fourni « en l’état » et nous ne pouvons garantir qu’il soit toujours disponible ou exempt d’erreurs. Dans les limites autorisées par la loi, nous déclinons toute responsabilité pour les pertes résultant de l’utilisation du site. Aucune disposition des présentes conditions ne limite une responsabilité qui ne peut l’être en vertu de la loi.',
        ),
        heading('Données personnelles'),
        paragraph(
          'Le traitement des données personnelles que vous nous transmettez est décrit dans notre ',
          { text: 'Politique de confidentialité', href: '/fr/privacy-policy' },
          '.',
        ),
        heading('Modifications et droit applicable'),
        paragraph(
          'Nous pouvons modifier les présentes conditions ponctuellement ; la version publiée sur cette page s’applique à votre visite. Les présentes conditions sont régies par le droit indien, sans préjudice des règles impératives de protection des consommateurs et des données personnelles de votre pays de résidence. Pour toute question, contactez-nous à l’aide des coordonnées indiquées en pied de page.',
        ),
      ),
    },
  ],
  meta: {
    title: `Conditions d’utilisation | ${companyName}`,
    description: `Les conditions d’utilisation du site de ${companyName} et des demandes et candidatures envoyées par son intermédiaire.`,
    keywords: 'conditions d’utilisation, CGU, conditions générales, site web, juridique',
  },
}
