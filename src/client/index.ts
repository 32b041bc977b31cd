/**
 * The browser runtime entry: small and framework-free. Boots the modules in order; React is
 * loaded only when the page holds an island (islands.ts).
 */
import './styles/index.css'
import * as analytics from './analytics.js'
import * as backToTop from './back-to-top.js'
import * as cartAdd from './cart-add.js'
import * as compareFilter from './compare-filter.js'
import * as collapsible from './collapsible.js'
import * as components from './components.js'
import * as consent from './consent.js'
import * as disclosure from './disclosure.js'
import * as filterForms from './filter-forms.js'
import * as helpers from './helpers.js'
import * as islands from './islands.js'
import * as liveValidation from './live-validation.js'
import * as menu from './menu.js'
import * as messages from './messages.js'
import * as partial from './partial.js'
import * as popups from './popups.js'
import * as searchPanel from './search-panel.js'
import * as signLanguage from './sign-language.js'
import * as sprite from './sprite.js'
import * as suggest from './suggest.js'
import * as uploads from './uploads.js'

document.documentElement.classList.add('js')
messages.load()
void sprite.load()
disclosure.init()
menu.init()
searchPanel.init()
suggest.init()
backToTop.init()
helpers.init()
partial.init()
collapsible.init()
signLanguage.init()
popups.init()
cartAdd.init()
consent.init()
components.init()
analytics.init()
compareFilter.init()
filterForms.init()
liveValidation.init()
uploads.init()
void islands.mount(document)
