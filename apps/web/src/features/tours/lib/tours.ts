/**
 * The guided tours and their steps. A step points at an element marked `data-tour="<id>"` (the first
 * visible one of `target`, so a step can name the desktop navigation and the phone menu), optionally
 * after going to a page (`path`, or `place`: a page found in the person's own data) or opening an overlay
 * (`overlay`). A step never points at nothing: when its element is not on the screen (no projects yet, a
 * phone layout without it) the step is passed over, unless it is `standalone`, whose text then shows in
 * the middle of the screen and must make sense on its own.
 *
 * The six tours of the spec (core-app.md section 9): quick start, projects, item analysis, AI features,
 * reports (here "Sale day"), settings (here "Pricing rules"); and ringing up at the checkout (issue 35).
 */
export type TourId = 'quick-start' | 'projects' | 'item-analysis' | 'ai-features' | 'reports' | 'settings';

/**
 * A page that depends on the person's data, found by the app when the step is reached: the item or
 * project page open, else the newest item's page, or the open item's project, else the most recently
 * changed project; `checkout` is that project's checkout. None found (no items yet): the step stays where
 * the person is.
 */
export type TourPlace = 'item' | 'project' | 'checkout';

export interface TourStep {
  title: string;
  body: string;
  target?: readonly string[];
  path?: string;
  place?: TourPlace;
  /** Its text stands without its element: shown in the middle of the screen when the element is missing. */
  standalone?: true;
  /** Overlays the step needs open (the search parameters of lib/overlays.ts). */
  overlay?: { settings?: 'pricing' | 'tutorials'; display?: true; analyze?: 'choose' };
}

export interface Tour {
  id: TourId;
  title: string;
  description: string;
  minutes: number;
  difficulty: 'beginner' | 'intermediate';
  prerequisites: readonly TourId[];
  /** Pricing rules and tutorials are admin-only screens (core-app.md section 6). */
  adminOnly?: boolean;
  steps: readonly TourStep[];
}

const NAV_PROJECTS = ['nav-projects', 'mobile-menu'];
const NAV_INVENTORY = ['nav-inventory', 'mobile-menu'];
const ACCOUNT_MENU = ['account-menu', 'mobile-menu'];

export const TOURS: readonly Tour[] = [
  {
    id: 'quick-start',
    title: 'Quick start',
    description: 'Where projects, items and your settings live.',
    minutes: 2,
    difficulty: 'beginner',
    prerequisites: [],
    steps: [
      {
        title: 'Welcome to Tagwise',
        body: 'Tagwise keeps every item of a sale with its photos and prices, and prices them by your own rules. This tour shows where things are.',
      },
      {
        title: 'Projects: one per sale',
        body: 'Each estate sale, pickup or consignment intake is a project. Projects can be grouped in folders, and each shows its item count, retail value and tag value.',
        target: NAV_PROJECTS,
        path: '/projects',
      },
      {
        title: 'Start a sale',
        body: 'New Project asks only for a name. The sale details (address, dates, times) can be added later, when you list the sale.',
        target: ['new-project'],
        path: '/projects',
      },
      {
        title: 'Inventory: every item in one list',
        body: 'Search across all projects by name, brand, model, notes or tag code, filter by category, condition, status or price, and act on many items at once.',
        target: NAV_INVENTORY,
      },
      {
        title: 'Your settings',
        body: 'The account menu opens Settings (profile, password and, for admins, the pricing rules) and Display Preferences (what item lists and item pages show).',
        target: ACCOUNT_MENU,
      },
      {
        title: 'You are set',
        body: 'The Projects tour shows folders, project menus and bulk actions next. Tours can be taken again from Settings, Tutorials, on a larger screen.',
      },
    ],
  },
  {
    id: 'projects',
    title: 'Projects and items',
    description: 'Folders, a project’s menu, search, filters and bulk actions.',
    minutes: 3,
    difficulty: 'beginner',
    prerequisites: ['quick-start'],
    steps: [
      {
        title: 'Folders',
        body: 'Group projects in folders, for instance one per client or per month. Deleting a folder keeps its projects.',
        target: ['new-folder'],
        path: '/projects',
      },
      {
        title: 'A project at a glance',
        body: 'Each card shows the number of items, their retail value and their tag value by your rules. Open a card to see and add its items.',
        target: ['project-card'],
      },
      {
        title: 'The project menu',
        body: 'Edit the sale details, set this sale’s markdown and its own category markdowns, move it to a folder, or delete it.',
        target: ['project-menu'],
      },
      {
        title: 'Find items fast',
        body: 'Search matches every word in the name, description, brand, model, notes and tag code. Search, filters and sort stay in the address, so Back and reload keep your view.',
        target: ['item-search'],
        path: '/inventory',
      },
      {
        title: 'Filters and sort',
        body: 'Narrow the list by project, category, condition, status or tag price range, and sort by date, name or price.',
        target: ['item-filters'],
      },
      {
        title: 'Bulk actions',
        body: 'Tick items, or select everything matching the filter, to set category, condition or status, move them, re-price them or delete them. The last bulk action can be undone.',
        target: ['item-select'],
      },
    ],
  },
  {
    id: 'item-analysis',
    title: 'Item analysis',
    description: 'From photos to a priced item: camera, uploads and what the AI fills in.',
    minutes: 3,
    difficulty: 'beginner',
    prerequisites: ['quick-start'],
    steps: [
      {
        title: 'Photograph an item',
        body: 'The camera button is always in the header, on a phone too. Take one or more shots of an item; Tagwise identifies it, judges its condition and estimates its retail price.',
        target: ['take-photo'],
      },
      {
        title: 'Or upload photos',
        body: 'Pick photos from the device: Multiple Items sends a whole batch (one item per photo, or photos grouped into items), Single Item with Multiple Photos makes one item. JPG, PNG and WebP are accepted; photos are made smaller before they upload.',
        target: ['upload-photos', 'mobile-menu'],
      },
      {
        title: 'Analyze inside a project',
        body: 'Open a project and use its Analyze Photos button: the new items land in that project. From the header buttons, you choose the project first.',
        target: ['analyze-photos', 'project-card'],
      },
      {
        title: 'Help the AI with what you know',
        body: 'For one item with several photos, Additional Information takes the brand, model, artist, year, materials and size. What you enter wins over the AI; notes are added to the description.',
      },
      {
        title: 'Studio photos (Pro and Enterprise)',
        body: 'Turn on Studio photo in the analysis dialog and the item is also cut out and put on white, at no extra credit. On an item page, Enhance does the same for any photo (one credit on Pro, included on Enterprise); Original and Studio switch between the two, and the original is always kept.',
        target: ['studio-option', 'enhance-photo', 'photo-version'],
        standalone: true,
      },
      {
        title: 'What you get',
        body: 'A name, description, category and key attributes, the condition (kept only when the AI is at least 50% sure, otherwise your default), a retail estimate with the pages it is based on, and the tag price by your rules. Each analysed item uses one AI credit; a failed analysis gives it back.',
      },
      {
        title: 'Many items at once',
        body: 'Multiple Items sends many photos at once to the bulk queue: our server analyses them while you keep working, and only photos still uploading need this tab open. The batch’s progress dialog and the Bulk queue card at the bottom right show its progress, with Pause and Resume; out of credits, a batch waits and goes on by itself once credits are added. Queue in the menu lists every batch, its failed photos (Retry failed puts them back) and the credits it used.',
        target: ['batch-progress', 'queue-widget', 'nav-queue', 'mobile-menu'],
      },
      {
        title: 'Check it, then tag it',
        body: 'The item page opens when the analysis is done. Every field can be corrected; the tag price follows your rules until you set it by hand. Credit usage in the account menu shows what was spent.',
      },
    ],
  },
  {
    id: 'ai-features',
    title: 'AI features',
    description: 'What the AI makes of your photos, how sure it was, and what else it writes for you.',
    minutes: 4,
    difficulty: 'intermediate',
    prerequisites: ['quick-start', 'item-analysis'],
    steps: [
      {
        title: 'What the AI does',
        body: 'From an item’s photos the AI names and describes it, picks its category, judges its condition and estimates a retail price; your pricing rules then set the tag price. The next steps show where each part shows up.',
      },
      {
        title: 'Three ways in',
        body: 'Use Camera photographs an item now. Multiple Items sends a batch to the bulk queue, where each photo (or each group of photos) becomes an item while you keep working. Single Item with Multiple Photos looks at up to 10 photos of one item together, with what you already know about it.',
        target: ['analysis-modes'],
        overlay: { analyze: 'choose' },
      },
      {
        title: 'What the analysis found',
        body: 'An item’s page shows its AI analysis: which AI looked at it, how sure it was (low, medium or high) and what the price rests on. Without a cloud AI connected, the offline analyzer says plainly that it made a basic guess.',
        target: ['analysis-summary'],
        place: 'item',
        standalone: true,
      },
      {
        title: 'Research sources',
        body: 'The pages the retail estimate is based on, as links to check. Add your own or remove one: they stay with the item.',
        target: ['research-sources'],
        place: 'item',
        standalone: true,
      },
      {
        title: 'Needs review',
        body: 'When the AI is not sure what an item is, it applies no name, category or price of its own: the item is marked Needs review, with the AI’s guesses as one-tap choices. The Review screen, from the banner on a project or the inventory, takes such items one at a time.',
        target: ['needs-review'],
        place: 'item',
        standalone: true,
      },
      {
        title: 'Studio photos (Pro and Enterprise)',
        body: 'On the Pro and Enterprise plans, Enhance cuts the item out and puts it on white; Original and Studio switch between the two, and the original is always kept. On other plans Enhance shows how to upgrade.',
        target: ['photo-version', 'enhance-photo'],
        place: 'item',
        standalone: true,
      },
      {
        title: 'Marketplace listings',
        body: 'Each item’s page drafts its eBay or Facebook Marketplace listing from what the item holds (name, description, condition, tag price), to copy field by field. Tagwise never posts it.',
        target: ['listing-draft'],
        place: 'item',
        standalone: true,
      },
      {
        title: 'Promotional material',
        body: 'In a project, Reports and files, Promotional material writes the sale’s title, summary, description, three social posts, event text and visual ideas from its details and its most valuable items (from a template when no cloud AI is connected). Every field can be edited and copied.',
        target: ['reports-menu'],
        place: 'project',
        standalone: true,
      },
    ],
  },
  {
    id: 'reports',
    title: 'Sale day: tags, reports and files',
    description: 'Price tags, the reports, ringing up at the door, listings and backups.',
    minutes: 5,
    difficulty: 'beginner',
    prerequisites: ['quick-start'],
    steps: [
      {
        title: 'It starts from a project',
        body: 'A project’s page holds what its sale produces. This tour opens the project you have open, or the one you changed last; without a project yet, create one first.',
        place: 'project',
      },
      {
        title: 'Price tags',
        body: 'Print Tags makes a PDF for Avery 5160 or 5163 sheets or 2″ × 3″ hang tags, starting at any label of a used sheet. Each tag has the price, the tag code, your business name and a QR code that opens the item.',
        target: ['print-tags'],
        place: 'project',
      },
      {
        title: 'Reports and files',
        body: 'This menu downloads the inventory report (photos and totals, for your client) and, after the sale, the sold report; opens the promotional text for the sale; and exports or imports the items as CSV.',
        target: ['reports-menu'],
        place: 'project',
      },
      {
        title: 'Ring up from the project',
        body: 'On sale day, Ring up on a project’s page opens its checkout. On a phone, the menu also offers it while one of the sale’s days is today.',
        target: ['ring-up'],
        place: 'project',
      },
      {
        title: 'Scan the tags',
        body: 'Hold a tag’s QR code in the frame and its item goes in the cart. No camera, or a worn tag: type the tag code below it.',
        target: ['checkout-scan'],
        place: 'checkout',
      },
      {
        title: 'Untagged things',
        body: 'Find an item by its name, or add a misc item (“Box of books”, $1) with its own description and price.',
        target: ['checkout-add'],
        place: 'checkout',
      },
      {
        title: 'The cart',
        body: 'Each line shows the tag price and today’s price after the day’s discount on the tags. Change price for a haggle, add a cart discount, then take cash, card (on your own terminal) or a split, and Complete sale for the invoice and its receipt.',
        target: ['checkout-cart'],
        place: 'checkout',
      },
      {
        title: 'Invoices',
        body: 'Every sale is an invoice here, with its receipt PDFs. The account admin can void an invoice or refund a line, with a reason kept on the record.',
        target: ['checkout-invoices'],
        place: 'checkout',
      },
      {
        title: 'Several phones at once',
        body: 'Everyone on the team can ring up the same sale. An item sold or put on hold on one phone is marked on the others within seconds, and taken out of their carts with a message.',
      },
      {
        title: 'Marketplace listings',
        body: 'Each item’s page drafts its eBay or Facebook Marketplace listing to copy. For many at once, tick them and choose Actions, Marketplace files, for eBay’s and Facebook’s bulk upload files.',
        target: ['item-select'],
        path: '/inventory',
      },
      {
        title: 'Keep a backup',
        body: 'The account admin can download the whole workspace, photos included, from Settings, Backup, and restore it into an empty workspace on any Tagwise installation.',
      },
    ],
  },
  {
    id: 'settings',
    title: 'Pricing rules',
    description: 'Condition multipliers, markdowns, limits and what lists show.',
    minutes: 4,
    difficulty: 'intermediate',
    prerequisites: ['quick-start'],
    adminOnly: true,
    steps: [
      {
        title: 'Settings live here',
        body: 'The account menu opens Settings. Its Pricing tab holds the rules every tag price is worked out from.',
        target: ACCOUNT_MENU,
      },
      {
        title: 'Condition multipliers',
        body: 'The marked-down price is multiplied by the item’s condition: a Good item is priced at 80% by default. Add your own conditions, from 0% to 200%.',
        target: ['pricing-conditions'],
        overlay: { settings: 'pricing' },
      },
      {
        title: 'Category markdowns',
        body: 'Mark whole categories down, such as Furniture by 35%. A project’s own category markdown comes first, then these, then the project’s markdown, then the default.',
        target: ['pricing-markdowns'],
        overlay: { settings: 'pricing' },
      },
      {
        title: 'Limits and markup',
        body: 'The markup raises prices after the markdowns; minimum and maximum tag prices bound every price. On save, Tagwise shows how many items would change before re-pricing anything.',
        target: ['pricing-limits'],
        overlay: { settings: 'pricing' },
      },
      {
        title: 'What lists show',
        body: 'Display Preferences choose what item lists and item pages show: descriptions, attributes, sources, prices, condition and confidence.',
        target: ['display-preferences'],
        overlay: { display: true },
      },
      {
        title: 'Tutorials',
        body: 'Come back to Settings, Tutorials to take a tour again, or to turn tour suggestions and help tips off.',
        target: ['tutorials-tab'],
        overlay: { settings: 'tutorials' },
      },
    ],
  },
];

export const findTour = (id: string | null | undefined) => TOURS.find((tour) => tour.id === id);

/** The tours a person can take: admins see all, sub-users those about screens they have. */
export const toursFor = (role: 'admin' | 'sub_user') => TOURS.filter((tour) => role === 'admin' || !tour.adminOnly);
