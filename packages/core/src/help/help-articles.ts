// The help articles shown on /help, each at its own anchor. Written from what the app does (the screens and the
// code); a sentence here must stay true, so a change of behaviour changes its article in the same commit.
import { BASIC_PROJECT_LIMIT, PACKS, PLANS, TRIAL_DAYS, TRIAL_PLAN_NAMES, formatDollars } from '../values/billing.ts';
import { CATEGORIES } from '../values/catalog.ts';
import { TIER_ALLOWANCE } from '../values/credits.ts';
import type { HelpDoc } from './help-doc.ts';
import { PASSWORD_RESET_LINK_HOURS } from '../values/password-reset.ts';
import { DEFAULT_CONDITIONS_TEXT } from './pricing-facts.ts';

const help = (doc: Omit<HelpDoc, 'kind' | 'path'>): HelpDoc => ({ ...doc, kind: 'help', path: `/help#${doc.id}` });

export const HELP_ARTICLES: readonly HelpDoc[] = [
  help({
    id: 'getting-started',
    title: 'Getting started',
    summary: 'Create an account, start a project for your sale, photograph the first items and print their tags.',
    keywords: ['sign up', 'account', 'first steps', 'new user', 'tour'],
    sections: [
      {
        heading: 'Create your account',
        paragraphs: [
          'Choose Get Started and enter your e-mail address and a password (at least 6 characters). When the server is set up for it, Continue with Google works too.',
          'If the address already has an account, no second one is made: you are taken to Sign In, and the address gets an e-mail with a link to sign in or to choose a new password.',
          'Signed in, you land on Projects. A short guided tour is offered the first time; you can take any tour again later from Settings, Tutorials, on a computer or tablet.',
        ],
      },
      {
        heading: 'Your free credits',
        billing: 'billed',
        paragraphs: [
          `A new account is on the Free plan, with ${TIER_ALLOWANCE.freemium} AI credits a month: one credit analyses one item. You can add items by hand without credits at any time.`,
        ],
      },
      {
        heading: 'The first sale',
        paragraphs: [
          'New Project asks only for a name, such as "Maple Street estate". Sale details (address, days and hours) can wait until you list the sale.',
          'Open the project and choose Analyze Photos: photograph items with the camera or upload photos. Tagwise names each item, sorts it into a category, judges its condition, estimates a retail price and works out the tag price from your pricing rules.',
          'Check each item, correct what needs it, and print the tags from Print Tags on the project page.',
        ],
      },
    ],
  }),
  help({
    id: 'signing-in',
    title: 'Signing in and your password',
    summary:
      'Sign in with your e-mail and password or with Google; a forgotten password is replaced by a link by e-mail.',
    keywords: [
      'sign in',
      'log in',
      'login',
      'password',
      'forgot password',
      'forgotten password',
      'reset password',
      'locked out',
      'change password',
      'change e-mail',
    ],
    sections: [
      {
        heading: 'Forgot your password',
        paragraphs: [
          `On Sign In, choose Forgot password? under the password field and enter the e-mail address you sign in with. If an account uses it, Tagwise e-mails a link to choose a new password. The link works for ${PASSWORD_RESET_LINK_HOURS} hour, once; if it has expired, ask for a new one on the same page. No e-mail? Check your spam folder.`,
          'The new password follows the same rules as at sign-up: at least 6 characters, and not one of the most common passwords. Setting it signs your account out on every device; sign in again with the new password.',
          'An account made with Continue with Google can get a password this way too, and then sign in either way. A team member whose admin deactivated them still cannot sign in after a new password: ask the admin to turn the account back on.',
        ],
      },
      {
        heading: 'Changing your password',
        paragraphs: [
          'Signed in, open Settings or My Account in the account menu and go to Security: enter your current password and the new one twice. Every other device is signed out; the one you are using stays signed in.',
        ],
      },
      {
        heading: 'Changing your e-mail address',
        paragraphs: [
          'In the same Security section, enter the new address under Change e-mail. Tagwise e-mails a link to it, and the new address is the one you sign in with once that link is opened; until then the old one still works.',
        ],
      },
    ],
  }),
  help({
    id: 'projects-and-folders',
    title: 'Projects and folders',
    summary: 'One project per sale holds its items; folders group projects; the inventory lists every item.',
    keywords: ['project', 'sale', 'folder', 'inventory', 'search', 'filter', 'bulk actions', 'undo', 'status', 'sold'],
    sections: [
      {
        heading: 'Projects',
        paragraphs: [
          'A project is one sale, pickup or consignment intake. Its card shows how many items it holds, their retail value and their tag value by your rules.',
          "A project's menu edits its details, sets the sale's own markdown and category markdowns, moves it to a folder, or deletes it. Deleting a project, its markdowns and re-pricing by the rules are for the account's admin; team members edit the sale's details and move it.",
          'Edit details holds the sale: title, description, street address and ZIP code, time zone, each sale day with its opening and closing time, the sale type, when the address shows, the terms and the discount line printed on tags (for example "Sat 25% off · Sun 50% off"). On a sale day, the discount the line gives that day (named by weekday, as "Day 2" or as "last day") is taken off the price offered when you mark an item sold.',
        ],
      },
      {
        heading: 'Project limits',
        billing: 'billed',
        paragraphs: [
          `The Basic plan holds up to ${BASIC_PROJECT_LIMIT} projects at once; the Free plan and the Pro plans have no project limit.`,
        ],
      },
      {
        heading: 'Folders',
        paragraphs: [
          'New Folder groups projects, for instance one folder per client or per month. Move a project into a folder from its menu. Deleting a folder keeps its projects.',
        ],
      },
      {
        heading: 'The inventory and bulk actions',
        paragraphs: [
          'Inventory lists every item of every project. Search matches the words of the name, description, brand, model, notes and tag code (with or without the # the app writes before it); filters narrow by project, category, condition, status, tag price range or items that need review; the list sorts by date, name or price. Search, filters and sort stay in the address, so Back and reload keep your view.',
          'Tick items, or select everything that matches the filter, to set their category, condition or status, move them to another project, re-price them by your rules or by a percentage, or delete them. The last bulk action can be undone.',
          "An item is Available, On hold, Sold, Kept, Donated or Sent to auction. Choosing Sold on an item's page asks what it sold for, filled in with today's tag price less the sale day's discount from the project's discount line: change it if the buyer paid another amount, then Save changes. It stays editable there while the item is sold.",
          'To mark ticked items sold, choose Actions, Set status and Sold: each item is listed with its price (up to 200 at a time) and the total, and every price can be changed before Mark sold. The sold report adds these prices up. Giving a sold item another status clears its price; its price history keeps every change.',
        ],
      },
    ],
  }),
  help({
    id: 'photographing-and-analysing',
    title: 'Photographing and analysing items',
    summary:
      'Take photos with the camera or upload them, one item with several photos or many items at once, and let the AI identify and price them.',
    keywords: ['photo', 'camera', 'upload', 'analyze', 'analysis', 'batch', 'multiple items', 'single item', 'queue'],
    sections: [
      {
        heading: 'Three ways in',
        paragraphs: [
          'The camera and upload buttons are in the header (on a phone, in the menu as Take Photo and Upload Images), and each project has Analyze Photos, which puts the new items in that project. From the header you choose the project first.',
          'Use Camera opens a full-screen camera with a shutter and a button to switch cameras. Single Item with Multiple Photos makes one item from several photos. Multiple Items sends many photos at once, as one item per photo or grouped into items.',
          'JPG, PNG and WebP photos are accepted. Photos are made smaller in the browser before they upload (1600 px on a computer, 1000 px on a phone, smaller on slow connections), so an upload over a weak signal stays short.',
        ],
      },
      {
        heading: 'One item, several photos',
        paragraphs: [
          'Drop or pick the photos. The first is the main photo; move photos left or right or remove them. Additional Information takes what you know: brand name, model number, artist or designer, year or age, materials, dimensions and notes.',
          'What you enter wins over the AI for brand, model, materials and artist, and your notes are added to the description. For Art with an artist named, the artist becomes the brand and leads the name.',
          'Analyze Item uploads the photos and shows the stages (uploading, analysing, saving); when it is done the item page opens.',
        ],
      },
      {
        heading: 'Many items at once',
        paragraphs: [
          'Multiple Items gathers the photos, a batch name and the mode: Analyze with AI, or Upload only (items named after the file, for you to fill in). Grouped, photos taken within 20 seconds of each other make one item (at most 10 photos); you can start a new item at any photo or join it to the one above.',
          "Start sends the batch to the bulk queue. Tagwise's server analyses the photos while you keep working; only photos still uploading need the tab open. Uploads that fail for a dropped connection are tried again, and while the device is offline they wait and go on when the connection is back.",
          'The Bulk Upload Progress dialog and the Bulk queue card at the bottom right show each batch with Pause, Resume and Cancel. Queue in the menu lists every batch and its failed photos; Retry failed puts them back in the queue.',
        ],
      },
      {
        heading: 'What the analysis fills in',
        paragraphs: [
          `A name, a description, one of the ${CATEGORIES.length} categories (${CATEGORIES.join(', ')}), key attributes, the brand and model when it can read them, the condition, a retail estimate with the pages it is based on, and a confidence score. The condition is kept only when the AI is at least 50% sure; otherwise the item gets a default condition, which you can change.`,
          'The tag price is then worked out from the retail estimate by your pricing rules. Every field can be corrected on the item page; a tag price you type yourself is marked as set by hand.',
        ],
      },
      {
        heading: 'Which AI analyses your photos',
        paragraphs: [
          "Whoever runs your Tagwise server chooses it. With a cloud vision model (OpenAI, Google Gemini, Anthropic Claude, an OpenAI-compatible server or Ollama), items are identified in full, with condition and market research. Without one, Tagwise's built-in offline analyzer runs on the server with no internet: it names and files an item only on evidence that proved reliable (a maker or model printed on it, a chair, a set of cups or glasses, a hand tool), and saves anything else as an unidentified item for you to review, without a price.",
        ],
      },
      {
        heading: 'Credits',
        billing: 'billed',
        paragraphs: [
          'Each analysed item uses one AI credit, however many photos it has. An analysis that fails gives its credit back, and so does one the offline analyzer could not identify (an "Unidentified item" with no price): your credit usage page lists it as refunded, with the reason. Out of credits, a batch waits and goes on by itself once credits are added.',
        ],
      },
    ],
  }),
  help({
    id: 'installing-the-app',
    title: 'Installing the app and working without a connection',
    summary:
      'Install Tagwise on a phone or computer, and keep taking photos where there is no signal: they upload when the connection is back.',
    keywords: ['install', 'home screen', 'app', 'no signal', 'no connection', 'basement', 'save for upload', 'update'],
    sections: [
      {
        heading: 'Installing',
        paragraphs: [
          'Tagwise runs in the browser and can be installed like an app. Chrome and Edge offer it in an Install Tagwise card; on an iPhone or iPad the card says how to add it from the Share menu with Add to Home Screen. Not now hides the card for 7 days on that device.',
          'When a new version is out, an Update Available card offers it; Update reloads the page once any photos still uploading from the device have been sent.',
        ],
      },
      {
        heading: 'Without a connection',
        paragraphs: [
          'The header says Offline while the device has no connection. The camera, Single Item and Multiple Items still work: their button reads Save for upload, and the items are kept on the device with their photos, so closing the tab or restarting the phone loses nothing. The project shows them as Waiting to upload.',
          'When the connection is back, they go to the bulk queue, one batch per project, and are analysed like any batch (or only filed, for Upload only). Projects, items and photos you opened before stay readable meanwhile.',
          'The checkout rings up without a connection too: see Checkout without signal.',
        ],
      },
    ],
  }),
  help({
    id: 'checkout-offline',
    title: 'Checkout without signal',
    summary:
      "Ring up where there is no signal: the checkout works from the sale's items this device read, keeps each sale on the device and sends it when the connection is back. An item two devices sold is a double sale the admin resolves.",
    keywords: [
      'checkout',
      'ring up',
      'no signal',
      'waiting to sync',
      'sync now',
      'double sale',
      'sold twice',
      'duplicate tag',
    ],
    sections: [
      {
        heading: 'Before the sale',
        paragraphs: [
          "Open the sale's checkout once on each phone while it has a connection. The phone keeps a copy of the sale's items (names, tag codes, prices and what is already sold), and the app itself, so the checkout opens again later without a connection.",
          'Without a connection the checkout says No connection, with the time the items were read, and rings up from that copy: scanning or typing a tag code works as usual, and an item this phone already sold reads as sold. A tag the copy does not have cannot be looked up until the connection is back.',
        ],
      },
      {
        heading: 'Ringing up without a connection',
        paragraphs: [
          'Complete sale works the same. The sale is kept on the phone (closing the tab or restarting the phone loses nothing) and its receipt shows a provisional reference such as 7F3A-4: four characters naming the phone, then its own count. The invoice number comes when the sale is sent: the receipt on screen then shows it, with Open invoice for its receipt PDF and e-mail. A sale the server does not answer is kept the same way.',
        ],
      },
      {
        heading: 'Waiting to sync',
        paragraphs: [
          'The Waiting to sync button at the top of the checkout counts the sales this phone keeps; it lists each with its reference, time, lines and total. They are sent oldest first when the connection comes back, when the app starts, and again a little later if the server did not answer; Sync now sends them at once. Each one sent shows its invoice number under Sent from this device.',
          "A sale the server refuses is never dropped: it stays in the list with the server's reason. Show it to your admin.",
        ],
      },
      {
        heading: 'Double sales',
        paragraphs: [
          'When two phones sold the same item without a connection, both sales are kept: both customers paid. The admin sees Double sales, with the number to resolve, on the project and on the checkout. The Double sales page shows each item with both sales: invoice, time, who rang it up, the phone and the price.',
          'Resolve it by refunding one of the two sales (choose which, and how it was given back), or as a duplicate tag when two things carried the same tag: the later sale keeps its line as "Duplicate tag of #CODE" and the item stays sold on the first. A note is kept with it. A refunded sale no longer counts in the totals, so the item counts once. Members do not see double sales.',
        ],
      },
    ],
  }),
  help({
    id: 'data-dashboard',
    title: 'The data dashboard',
    summary:
      'See what your inventory is worth and how it sells: by category, condition, status and project, month by month.',
    keywords: ['analytics', 'dashboard', 'charts', 'statistics', 'sell-through', 'sales', 'value'],
    sections: [
      {
        heading: 'What it shows',
        paragraphs: [
          "Analytics, in the account menu (or a project's Reports and files menu), opens the dashboard for the whole workspace or one project. It gives the totals (items, retail value, tag value, sales and sell-through), then charts, each followed by a table of the same figures: value by category, condition and status, sales and sell-through per project, and the items added each month over the last 12 months.",
          'AI estimate vs sold price compares, for sold items an AI analysis priced, the retail price the analysis estimated, the tag price your rules made from it and the price the item sold for, with the largest gaps listed. Items without a price are counted and named, never valued by a guess.',
        ],
      },
      {
        heading: 'Credits used',
        billing: 'billed',
        paragraphs: ['A chart shows the AI credits the workspace used each month.'],
      },
    ],
  }),
  help({
    id: 'reviewing-items',
    title: 'Reviewing unsure items',
    summary:
      'Items the analysis was not sure about are flagged Needs review, with its guesses one tap away and no invented price.',
    keywords: [
      'needs review',
      'unidentified',
      'confidence',
      'guesses',
      'review screen',
      'median',
      'suggestions',
      'same as these',
      'duplicate photo',
    ],
    sections: [
      {
        heading: 'Why an item needs review',
        paragraphs: [
          'Tagwise flags an item instead of guessing when the offline analyzer could not identify it ("Unidentified item", with no price) or when a cloud model rates its own answer under 30% sure (its answer is kept, and flagged).',
          'Every item without a price needs review too, however it came (named but not priced by an analysis, a photo filed without one, a row imported without a price), until it has a retail or tag price. Reports show it as Unpriced and leave it out of the tag values.',
          'The item page says so first, with the guesses as buttons that fill in the name and category, and Mark as reviewed.',
        ],
      },
      {
        heading: 'The review screen',
        paragraphs: [
          'The inventory and each project say how many items wait ("Review 12 items") and can show only those. The review screen goes through them one at a time, oldest first, built for a phone: the main photo (tap for the others), the guesses, then name, category, condition and retail price, with the tag price your rules give beside it as you type, and Save & next (Enter on a keyboard).',
          'For the price it offers the median of your own priced items of the chosen category, for example "Use the median of your 14 priced Kitchenware items: $12". Taken, the item keeps that basis in its pricing note and its price history.',
        ],
      },
      {
        heading: 'Suggestions that learn from your answers',
        paragraphs: [
          'With the offline analyzer, each photo it analyses is compared with the photos of the items you already reviewed in this workspace. The suggestions above the category then start with the names and categories you gave the most alike ones, each saying where it comes from ("Like “Framed print” you named at 10:14"), followed by the analysis\'s own guesses with how sure it was. A suggestion is only offered: a tap fills the name and category, and nothing is saved until you save.',
          "Photos analysed by a cloud provider, or before this existed, have nothing to compare: their suggestions are the analysis's guesses alone. Another workspace's answers are never used.",
        ],
      },
      {
        heading: 'Same as these',
        paragraphs: [
          "After you save an item, Same as these lists the items still waiting whose photos look most like its photo, most alike first. A copy of the very photo is marked Same photo, and a smaller or larger copy Same photo, resized: most likely the same item photographed twice. Tick the ones that are the same and they all get the saved item's name, category and retail price at once, and leave Needs review; the review screen then passes over them. If any of them cannot be changed, none is.",
        ],
      },
    ],
  }),
  help({
    id: 'pricing-rules',
    title: 'Pricing rules',
    summary:
      'How a tag price is worked out from the retail estimate: markdowns, condition multipliers, markup and price limits, per account and per project.',
    keywords: [
      'tag price',
      'markdown',
      'condition multiplier',
      'category markdown',
      'project markdown',
      'markup',
      'minimum price',
      'maximum price',
      're-price',
    ],
    sections: [
      {
        heading: 'The calculation',
        paragraphs: [
          'Tag price = retail estimate, less the markdown, times the condition percentage, plus the markup, rounded to whole dollars and kept between your minimum and maximum tag price. Each item shows the steps, for example "Retail $120 → Furniture markdown 35% → $78 → Good 80% → $62".',
          `New accounts start with a markdown of 35%, conditions ${DEFAULT_CONDITIONS_TEXT}, no markup, and tag prices between $1 and $10,000. An item of Unknown condition is priced with the Good rule.`,
        ],
      },
      {
        heading: 'Which markdown applies',
        paragraphs: [
          "The first that exists wins: the project's markdown for the item's category, your markdown for the category, the project's own markdown, then your default markdown.",
          'Category markdowns mark whole categories down, such as Furniture by 35%. A sale can have its own markdown and category markdowns in its project menu, for a client who wants faster clearance. A new project has no markdown of its own: it follows your default markdown until you type one in Edit details.',
        ],
      },
      {
        heading: 'Changing the rules',
        paragraphs: [
          "The rules are in Settings, Pricing, which only the account's admin sees. Conditions take 0% to 200% (a new one starts at 40%), markdowns 0% to 100%, and at least one condition must remain.",
          "When you save, Tagwise says how many existing items the new rules would change and offers to re-price them; nothing changes without your yes, and prices you set by hand are left alone there. Re-price in the bulk actions applies the rules to selected items, prices set by hand included. Every price change is kept in the item's price history: who or what set it, and from what.",
        ],
      },
    ],
  }),
  help({
    id: 'price-tags',
    title: 'Printing price tags',
    summary:
      'Print tags on Avery 5160 or 5163 labels or 2″ × 3″ hang tags, each with the price, tag code, your business name and a QR code.',
    keywords: ['tags', 'labels', 'print', 'Avery 5160', 'Avery 5163', 'hang tags', 'QR code', 'tag code'],
    sections: [
      {
        heading: 'Making the PDF',
        paragraphs: [
          "Print Tags on a project (or Print price tags… on selected items, or a folder's menu) makes a PDF: Avery 5160 (30 a sheet), Avery 5163 (10 a sheet) or 2″ × 3″ hang tags on card stock (12 a sheet, with cut lines and a hole mark). Start at any label to use up a partly used sheet.",
          "Each tag has the item's name (shortened to fit), its tag price (or a blank to write one in), its tag code, your business name from Settings, the project's discount line, and a QR code.",
          'Names print in their own script: Chinese, Japanese, Korean, Arabic and Hebrew (right to left), Greek, Cyrillic and emoji too. A character the tags have no font for (Thai or Devanagari, say) prints as □.',
          'Before the PDF is made, the dialog says how many of the chosen items have no price yet and which names have characters the tags cannot show. Print anyway, or go back and fix them first.',
          'Print at actual size (100%), not "fit to page", or the tags will not line up with the labels.',
        ],
      },
      {
        heading: 'The QR code',
        paragraphs: [
          "The QR code opens the item's page for anyone signed in to your workspace: scan a tag on sale day to check an item's details, mark it sold or change its price.",
        ],
      },
    ],
  }),
  help({
    id: 'ringing-up',
    title: 'Ringing up a sale',
    summary:
      'The checkout at the door: scan tags with the phone, take cash, card or a split, and give a receipt; invoices, holds, voids and refunds.',
    keywords: [
      'checkout',
      'ring up',
      'cash register',
      'point of sale',
      'POS',
      'sell',
      'customer',
      'payment',
      'cash',
      'card',
      'change',
      'receipt',
      'invoice',
      'scan',
      'haggle',
      'discount',
      'sales tax',
      'hold',
      'pickup',
      'void',
      'refund',
    ],
    sections: [
      {
        heading: 'Opening the checkout',
        paragraphs: [
          "Ring up on a project's page opens the sale's checkout. On a phone, the menu also lists Ring up for each sale with one of its days today.",
          'Every member of the team can ring up the same sale at the same time, each on their own phone. An item sold or put on hold on one phone is marked on the others within seconds, and taken out of their carts with a message saying why.',
          'Where there is no signal the checkout still rings up, and keeps the sales on the phone until the connection is back: see Checkout without signal.',
        ],
      },
      {
        heading: 'Adding items',
        paragraphs: [
          'Point the phone\'s camera at a tag: its QR code puts the item in the cart. Without a camera, or for a worn tag, type the tag code in the field below the camera. Find by name searches the sale\'s items by their name or code. Add misc item is for things without a tag ("Box of books", $1): a description and a price.',
          "Each line shows the item's photo, its tag price and today's price: the tag price less the day's discount from the discount line printed on the tags (\"Day 2 25% off\"), so the customer pays what the tag says. Change price records a haggled price, with the tag price kept beside it.",
          'A tag is refused, with the reason, when it belongs to another sale, when its code is unknown, when its item is already in the cart, and when the item is sold ("Sold on invoice 12 at 10:42 AM by Ann") or on hold. Nothing is sold twice.',
          'The cart is kept on the phone: a reload or a closed tab keeps it until the sale is completed.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'A cart discount takes a percentage (up to 100%) or an amount off the whole cart. When the sale charges sales tax, the cart adds it to the total.',
          'Paid by cash: enter the cash tendered and the change is shown. Card: charge it on your own card terminal; Tagwise records the payment and never handles the card. Other is for anything else. Split payment takes several, such as part cash and part card.',
          "Paid, picking up later keeps the customer's name and phone on the invoice until Mark picked up on the invoice.",
          'Complete sale makes the invoice, numbered 1, 2, 3... for the sale, and marks each item sold with the price paid, the time and who rang it up. The receipt shows on screen, as a PDF for 80 mm receipt printers or letter paper, and can be e-mailed to the customer. New sale starts the next cart.',
        ],
      },
      {
        heading: 'Holds',
        paragraphs: [
          "On hold until... keeps the cart's items for a customer (name, phone and a time), not paid. Other phones are told the item is on hold. The holds are listed on the checkout: Ring up puts a hold's items in the cart to be paid, and Release (with a reason) puts them back on sale.",
        ],
      },
      {
        heading: 'Invoices, voids and refunds',
        paragraphs: [
          "Invoices on the checkout lists the sale's invoices with their time, who rang them up, total and status, and opens each one with its receipt.",
          'The account admin can void an invoice or refund one of its lines, each with a reason; the items are on sale again. Nothing is deleted: the invoice keeps who did it, when and why. Members see the invoices but cannot void or refund.',
        ],
      },
    ],
  }),
  help({
    id: 'reports',
    title: 'Inventory and sold reports',
    summary:
      'Download PDF reports of a project: the inventory before the sale and what sold after it, with your business name and logo.',
    keywords: ['report', 'PDF', 'inventory report', 'sold report', 'sell-through', 'client', 'logo'],
    sections: [
      {
        heading: 'The two reports',
        paragraphs: [
          "A project's Reports and files menu downloads them. The inventory report opens with the sale's details and totals (items, retail value, tag value, by category and by status; items still without a tag price are named as such), then lists every item with its photo, category, condition, retail and tag price and tag code.",
          'The sold report gives the items sold, sell-through, sales against tag prices, sell-through by category and each sale against its tag price, then what was left over and what became of it: available, on hold, kept, donated or sent to auction.',
          'Names print in their own script, as on the tags. When some of the project’s names have characters the reports cannot show (they print as □), the menu names them first: download anyway or cancel.',
          "The admin's menu also has the Settlement statement for the sale's client: see Settling with the client.",
        ],
      },
      {
        heading: 'Your name on them',
        paragraphs: [
          'Reports carry your business name and logo (Settings, Profile; the admin uploads the logo as JPG, PNG or WebP up to 5 MB) and a "Made with Tagwise" footer.',
        ],
      },
      {
        heading: 'White-label reports',
        billing: 'billed',
        paragraphs: [
          'On a plan with white-label reports (always on Enterprise), the footer goes and reports carry only your business name and logo.',
        ],
      },
    ],
  }),
  help({
    id: 'end-of-day',
    title: 'End of day and the cash count',
    summary:
      "A sale day's takings by payment method, by day and by person, its voids and refunds, and the cash drawer counted against what it should hold.",
    keywords: [
      'end of day',
      'day end',
      'close out',
      'cash count',
      'count the cash',
      'cash drawer',
      'till',
      'float',
      'takings',
      'over',
      'short',
      'totals',
    ],
    sections: [
      {
        heading: "The day's takings",
        paragraphs: [
          "A project's Reports and files menu, Sale day, End of day opens it, for the admin and every team member. It shows today when the sale is on, else its last day with sales; the Day list has each sale day, any other day with sales or refunds, today (to count the float before the first sale), and the whole sale.",
          'Every figure is read from the invoices as they were charged: takings, sales (with the sales tax they include), refunds and the number of invoices; each payment method with what it took, what was refunded by it and the net (cash as it paid the totals: handed over less the change given back); who rang up what; and the whole sale day by day.',
          'An invoice voided the day it was rung up counts as nothing; one voided on a later day stays on the day it sold and its payments go back on the day of the void. Either is listed under Voids and refunds with who voided it and why; a refunded line counts on the day the refund was given. Items sold twice while offline and still to resolve, and paid items waiting to be picked up, are named at the top.',
        ],
      },
      {
        heading: 'Counting the cash',
        paragraphs: [
          'Under Cash count, enter the opening float the drawer started with (0 for none) and what you counted in it. What it should hold is the float, plus the cash taken that day, less the cash refunded; the difference shows as you type (over, short, or matches).',
          'Save cash count keeps the count with the expected amount, the difference, an optional note, who counted and when. Count again later and both stay listed; nothing is overwritten.',
        ],
      },
    ],
  }),
  help({
    id: 'settlement',
    title: 'Settling with the client',
    summary:
      "The sale's client, your commission, sales tax, expenses and consignors, and the settlement statement: gross sales, commission, expenses, consignor payouts and net to the client, as a PDF.",
    keywords: [
      'settlement',
      'settle',
      'settle up',
      'client',
      'estate',
      'family',
      'commission',
      'expenses',
      'consignor',
      'consignment',
      'payout',
      'net to client',
      'sales tax',
      'statement',
    ],
    sections: [
      {
        heading: "The sale's terms",
        paragraphs: [
          "Reports and files, Sale day, Sale & settlement is the account admin's alone (team members do not see it). The sale's terms are the client (the estate or family the sale is for) and their e-mail, your commission as a percentage of the client's sales, and the sales tax rate the checkout charges: empty means no sales tax, which is how a new sale starts.",
          'Expenses are lines such as "Dumpster $450", taken off the client\'s share. Edit one in place or remove it: a removed expense leaves the settlement and stays listed under Removed with who removed it and when.',
        ],
      },
      {
        heading: 'Paying consignors',
        paragraphs: [
          "A consignor brings items to be sold for them. Each is paid a percentage of their items' sales or a flat amount per item sold. To assign items, tick them on the project page and choose Actions, Assign to consignor (Undo in the message that confirms it); None gives them back to the client.",
          'A consignor whose items sold on invoices cannot be removed until those lines are refunded, so a payout never disappears from the statement.',
        ],
      },
      {
        heading: 'The settlement statement',
        paragraphs: [
          "Every figure comes from the invoices as they were charged. Gross sales are the invoice totals, less refunds, less the sales tax collected. The consignors' items come off to give the client's sales; your commission is taken from those, and the expenses; what remains is the net to the client. Each consignor's payout follows their rule.",
          'Settlement PDF (also in Reports and files as Settlement statement) downloads it with your business name and logo, like the reports, and lists the unsold items with their tag prices. Items sold twice offline and not yet resolved, pickups still waiting and items marked Sold by hand without an invoice are named, so you know what the figures leave out.',
        ],
      },
    ],
  }),
  help({
    id: 'promotional-material',
    title: 'Promotional material',
    summary:
      "Write a sale's title, summary, description, social posts, Facebook event text and visual ideas from its real items.",
    keywords: ['promo', 'promotion', 'advertise', 'social media', 'facebook event', 'description'],
    sections: [
      {
        heading: 'What it writes',
        paragraphs: [
          "Reports and files, Promotional material, writes a title of 6 to 8 words, a summary, a description, three social posts, Facebook event text and 3 to 5 visual ideas, from the sale's details and its most valuable items still for sale.",
          'Every field can be edited and saved and has its own Copy button. Regenerate replaces the text after asking. Nothing is invented: no address, date or price the project does not have.',
          'With a cloud AI on your server the text is written by the AI; with the offline analyzer a template writes it from the same details and items, and the page says so.',
        ],
      },
      {
        heading: 'Credits',
        billing: 'billed',
        paragraphs: [
          'Written by a cloud AI, it uses one credit, given back if the writing fails. The template is free.',
        ],
      },
    ],
  }),
  help({
    id: 'marketplace-listings',
    title: 'Marketplace listings',
    summary:
      'Draft eBay and Facebook Marketplace listings from your items, one at a time to copy or as bulk upload files.',
    keywords: ['eBay', 'Facebook Marketplace', 'listing', 'sell online', 'bulk upload', 'Seller Hub'],
    sections: [
      {
        heading: 'One item',
        paragraphs: [
          "An item's page drafts its listing: a title within eBay's 80 characters, the condition in each marketplace's terms, the item specifics (brand, model, material, dimensions, category), a description with condition, dimensions, materials and key attributes, and the tag price. Title and description copy in one tap.",
        ],
      },
      {
        heading: 'Many items',
        paragraphs: [
          'Select items in the inventory or a project and choose Actions, Marketplace files…: eBay gets a Seller Hub draft listings CSV (upload it in Seller Hub under Reports, Uploads) and Facebook Marketplace its bulk upload sheet (at most 50 items). Items without a tag price are left out and counted.',
          'Add the category and photos on the marketplace: your Tagwise photos stay private. Tagwise never posts on your behalf.',
        ],
      },
    ],
  }),
  help({
    id: 'csv-import-export',
    title: 'CSV import and export',
    summary: 'Export items to a spreadsheet with every field, and import items from a CSV file into a project.',
    keywords: ['CSV', 'Excel', 'spreadsheet', 'export', 'import', 'Numbers', 'LibreOffice'],
    sections: [
      {
        heading: 'Export',
        paragraphs: [
          'Export CSV on the inventory (or Reports and files, Export CSV on a project) downloads what the list shows, with its search, filters and order, and every field of each item. Excel, Numbers and LibreOffice open it as written.',
        ],
      },
      {
        heading: 'Import',
        paragraphs: [
          'On a project, Reports and files, Import CSV… reads a file of up to 10 MB and 10,000 rows, suggests which column fills which field (you can change each), and previews the first rows, and every row with a problem, with how many items will be added or updated.',
          'Problems are listed by row ("Row 3 · Retail · Retail price cannot be negative"). Fix them in the file and choose it again, or press "Import N good rows, skip M": the good rows are imported together (all of them or, if anything fails, none) and the skipped rows are listed with their problems, to copy or to download as a file of just those rows, which you fix and import in turn. A problem with the column choices must be fixed first. A row whose tag code matches one of your items updates that item, so an exported file comes back as changes rather than duplicates.',
        ],
      },
    ],
  }),
  help({
    id: 'backup',
    title: 'Backup and restore',
    summary: 'Download the whole workspace, photos included, as one zip and restore it on any Tagwise installation.',
    keywords: ['backup', 'restore', 'zip', 'export everything', 'move server'],
    sections: [
      {
        heading: 'Backup',
        paragraphs: [
          'The admin downloads the workspace from Settings, Backup: settings and pricing rules, the business logo, folders, projects with their sale details and promotional text, every item with its prices and price history, and all photos.',
          'Not included: the EstateSales.NET key and team members’ accounts.',
        ],
      },
      {
        heading: 'Plans stay with the installation',
        billing: 'billed',
        paragraphs: ['The plan and credits are not in a backup: they belong to the workspace on its installation.'],
      },
      {
        heading: 'Restore',
        paragraphs: [
          'Restoring (the same tab) needs an empty workspace, on this installation or another, and recreates everything with the same tag codes. The file is checked in full first; a damaged or foreign file is refused with the reason and nothing is written.',
        ],
      },
    ],
  }),
  help({
    id: 'team-accounts',
    title: 'Team accounts',
    summary:
      'Add team members who work in your projects and items, without access to billing, pricing rules or backups.',
    keywords: ['team', 'member', 'employee', 'sub-user', 'admin', 'deactivate', 'roles'],
    sections: [
      {
        heading: 'Adding members',
        paragraphs: [
          'The admin adds members on Team, in the account menu: a name, an e-mail and the password they will sign in with. You can rename a member, change their sign-in address, deactivate them (they are signed out everywhere at once) or remove them; what they made stays.',
        ],
      },
      {
        heading: 'Which plans',
        billing: 'billed',
        paragraphs: [
          'Team accounts come with the Pro plans and Enterprise. Members use the admin’s plan and credits; Manage Plan shows them the plan and the admin who changes it.',
        ],
      },
      {
        heading: 'What members can do',
        paragraphs: [
          "Members work in the admin's projects and items and see a Team badge in the header. They cannot open billing, the team, pricing rules, integrations or backups, and cannot delete a project, set its markdowns or re-price items by the rules. What a member adds shows their name on the item and in its price history.",
        ],
      },
    ],
  }),
  help({
    id: 'plans-and-credits',
    title: 'Plans and credits',
    billing: 'billed',
    summary: 'What the plans include, how credits are used, the free trial, and how to buy more credits.',
    keywords: [
      'plan',
      'price',
      'cost',
      'credits',
      'trial',
      'subscription',
      'cancel',
      'billing',
      'credit pack',
      'upgrade',
    ],
    sections: [
      {
        heading: 'Credits',
        paragraphs: [
          `One AI credit analyses one item, however many photos it has. A studio photo made on its own uses one more on Pro (none when asked for in the analysis, none on Enterprise). The Free plan has ${TIER_ALLOWANCE.freemium} credits a month.`,
          'Plan credits reset each month on the billing date and do not roll over. Your credit usage page lists every charge and refund.',
        ],
      },
      {
        heading: 'Plans',
        paragraphs: [
          `${PLANS.map((plan) => `${plan.name}: ${formatDollars(plan.priceCents)} a month for ${plan.credits} credits`).join('; ')}. Basic holds up to ${BASIC_PROJECT_LIMIT} projects; the Pro plans have no project limit and make studio photos. Enterprise (unlimited) is arranged with whoever runs your Tagwise server.`,
          `${TRIAL_PLAN_NAMES} start with a ${TRIAL_DAYS}-day Pro trial, once per workspace; unless cancelled, it becomes the paid plan when it ends.`,
        ],
      },
      {
        heading: 'Credit packs',
        paragraphs: [
          `Packs add credits once: ${PACKS.map((pack) => `${pack.credits} for ${formatDollars(pack.priceCents)}`).join(', ')}. They never expire and are used after the plan's monthly credits. Add Credits in the account menu opens them; only the admin can buy.`,
        ],
      },
      {
        heading: 'Changing or cancelling',
        paragraphs: [
          'Manage Plan shows your plan and the others as Upgrade or Downgrade. Manage Billing opens the billing portal. Cancel Subscription asks first; the plan stays until the end of its period, then the workspace is on the Free plan.',
        ],
      },
    ],
  }),
  help({
    id: 'estatesales-net',
    title: 'Publishing on EstateSales.NET',
    summary:
      'Connect your EstateSales.NET account once, then publish a sale with its days and photos and keep it up to date.',
    keywords: ['EstateSales.NET', 'listing', 'publish', 'API key', 'organization', 'integration'],
    sections: [
      {
        heading: 'Connecting',
        paragraphs: [
          'The admin connects the workspace in Settings, Integrations (on a computer or tablet): the API key from your EstateSales.NET account (its API keys page) and the organization number shown there. Test Connection checks it. The key is stored encrypted and never shown again in full.',
        ],
      },
      {
        heading: 'Publishing a sale',
        paragraphs: [
          "The project's Edit details must have the street address, ZIP code, time zone and sale days with their hours. The project page's EstateSales.NET panel (admins only) then shows what the sale still lacks, or what a publish sends.",
          'Publish creates the sale with its title, description, address, terms and days, uploads the main photos of its most valuable items still for sale (at most 20) and publishes it; the panel then links the listing. Update listing sends the sale again with its new days and photos. Unpublish takes it off the site.',
          'When EstateSales.NET refuses (a balance owed, a revoked key, its own checks), the panel shows its explanation and help link.',
        ],
      },
    ],
  }),
  help({
    id: 'studio-photos',
    title: 'Studio photos',
    summary: 'Cut an item out of its background and put it on white, beside the original photo.',
    keywords: ['studio photo', 'enhance', 'background removal', 'white background', 'image enhancement'],
    sections: [
      {
        heading: 'Making one',
        paragraphs: [
          'Turn on Studio photo in the analysis dialogs, or choose Enhance on a photo of an item. The original stays; Original and Studio switch which one lists and the item page show.',
          'A photo without one clear item keeps its original. A studio photo takes up to 60 seconds.',
        ],
      },
      {
        heading: 'Which plans',
        billing: 'billed',
        paragraphs: [
          'Studio photos come with the Pro plans and Enterprise: one credit on Pro when made on its own, none when asked for in an analysis, none on Enterprise. A failed one gives its credit back.',
        ],
      },
    ],
  }),
];
