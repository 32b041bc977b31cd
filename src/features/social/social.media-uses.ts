/** The social feed's demo profile shows pictures of the media library by key (ADR 034, 086): a use on the home page, which shows the feed. */
import type { Lang } from '../../i18n/index.js'
import { paths } from '../../ui/paths.js'
import type { MediaUseSource } from '../media/media-uses.js'
import { FIXTURE_PICTURES } from './social-fixture.js'

export const socialMediaUses: MediaUseSource = async (_db, image) =>
  (FIXTURE_PICTURES as readonly string[]).includes(image.key)
    ? [{ kind: 'social', title: { cs: 'Ukázkový profil na Instagramu (úvodní stránka)', en: 'The demo Instagram profile (home page)' }, lang: null, href: (l: Lang) => paths.home(l), draft: false }]
    : []
