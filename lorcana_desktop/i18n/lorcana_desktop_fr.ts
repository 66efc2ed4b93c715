<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Ink {card}</source>
        <translation>Placer {card} dans la réserve d&apos;encre</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <source>Shift {card} onto {base}</source>
        <translation>Alter : {card} sur {base}</translation>
    </message>
    <message>
        <source>Sing {card} with {singers}</source>
        <translation>Chanter {card} avec {singers}</translation>
    </message>
    <message>
        <source>Quest with {card}</source>
        <translation>Envoyer {card} à l&apos;aventure</translation>
    </message>
    <message>
        <source>{card} challenges {target}</source>
        <translation>{card} défie {target}</translation>
    </message>
    <message>
        <source>Move {card} to {location}</source>
        <translation>Déplacer {card} vers {location}</translation>
    </message>
    <message>
        <source>Boost {card}</source>
        <translation>Boost de {card}</translation>
    </message>
    <message>
        <source>Use {card}: {ability}</source>
        <translation>Utiliser {card} : {ability}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Resolve {ability} ({card})</source>
        <translation>Résoudre {ability} ({card})</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Choose {n}</source>
        <translation>Choisir {n}</translation>
    </message>
    <message>
        <source>{action}, removing an ink drop to pay</source>
        <translation>{action}, en retirant une goutte d&apos;encre pour payer</translation>
    </message>
    <message>
        <source>{action}, removing {drops} ink drops to pay</source>
        <translation>{action}, en retirant {drops} gouttes d&apos;encre pour payer</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Phase suivante</translation>
    </message>
    <message>
        <source>End the Main phase, skip the Battle phase</source>
        <translation>Terminer la phase principale, passer la phase de bataille</translation>
    </message>
    <message>
        <source>Play {card} on {targets}</source>
        <translation>Jouer {card} sur {targets}</translation>
    </message>
    <message>
        <source>Play {card} (alternative cost)</source>
        <translation>Jouer {card} (coût alternatif)</translation>
    </message>
    <message>
        <source>Evolve into {card}</source>
        <translation>Évoluer en {card}</translation>
    </message>
    <message>
        <source>Evolve into {card} («{mode}» the Vice Leader)</source>
        <translation>Évoluer en {card} («{mode}» le Vice Leader)</translation>
    </message>
    <message>
        <source>Attack {target} with {card}</source>
        <translation>Attaquer {target} avec {card}</translation>
    </message>
    <message>
        <source>Activate {card}: {effect}</source>
        <translation>Activer {card} : {effect}</translation>
    </message>
    <message>
        <source>Use the Leader effect</source>
        <translation>Utiliser l&apos;effet Leader</translation>
    </message>
    <message>
        <source>Reveal {card} (RIVELA)</source>
        <translation>Révéler {card} (RIVELA)</translation>
    </message>
    <message>
        <source>Choose {targets}</source>
        <translation>Choisir {targets}</translation>
    </message>
    <message>
        <source>Choose nothing</source>
        <translation>Ne rien choisir</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Option {n}</translation>
    </message>
    <message>
        <source>Next: {card}</source>
        <translation>Suivant : {card}</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>une carte couverte</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Pay {ink} ⬡</source>
        <translation>Payer {ink} ⬡</translation>
    </message>
    <message>
        <source>Pay {ink} ⬡ and remove 1 ink drop</source>
        <translation>Payer {ink} ⬡ et retirer une goutte d&apos;encre</translation>
    </message>
    <message>
        <source>Pay {ink} ⬡ and remove {drops} ink drops</source>
        <translation>Payer {ink} ⬡ et retirer {drops} gouttes d&apos;encre</translation>
    </message>
    <message>
        <source>Don&apos;t pay</source>
        <translation>Ne pas payer</translation>
    </message>
    <message>
        <source>Put it on the bottom of your deck</source>
        <translation>La placer sous votre deck</translation>
    </message>
    <message>
        <source>Keep it in play</source>
        <translation>La garder en jeu</translation>
    </message>
    <message>
        <source>Discard {count} cards</source>
        <translation>Défausser {count} cartes</translation>
    </message>
    <message>
        <source>Discard 1 card that fits</source>
        <translation>Défausser 1 carte qui convient</translation>
    </message>
    <message>
        <source>Get the ink drop</source>
        <translation>Recevoir la goutte d&apos;encre</translation>
    </message>
    <message>
        <source>Put the top card of your deck into your inkwell instead</source>
        <translation>Placer plutôt la carte du dessus de votre deck dans votre réserve d&apos;encre</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>La jouer</translation>
    </message>
    <message>
        <source>Shift it onto {bases}</source>
        <translation>Alter sur {bases}</translation>
    </message>
    <message>
        <source>Put it into your hand</source>
        <translation>La mettre dans votre main</translation>
    </message>
    <message>
        <source>Play it for free instead; it enters play exerted</source>
        <translation>La jouer plutôt gratuitement ; elle entre en jeu épuisée</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Don&apos;t draw</source>
        <translation>Ne pas piocher</translation>
    </message>
    <message>
        <source>Keep it on top of the deck</source>
        <translation>La laisser sur le dessus du deck</translation>
    </message>
    <message>
        <source>Put it on the bottom of the deck</source>
        <translation>La placer sous le deck</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Lorcana Desktop: no data folder</source>
        <translation>Lorcana Desktop : pas de dossier de données</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already open with the data in %1; its window was brought to the front.</source>
        <translation>Lorcana Desktop est déjà ouvert avec les données de %1 ; sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already starting with the data in %1; its window opens in a moment.</source>
        <translation>Lorcana Desktop démarre déjà avec les données de %1 ; sa fenêtre s&apos;ouvre dans un instant.</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already running</source>
        <translation>Lorcana Desktop est déjà lancé</translation>
    </message>
    <message>
        <source>Another Lorcana Desktop is using the data in %1 but does not answer. Close it, or wait until it has finished starting, then start Lorcana Desktop again.</source>
        <translation>Un autre Lorcana Desktop utilise les données de %1 mais ne répond pas. Fermez-le, ou attendez qu&apos;il ait fini de démarrer, puis relancez Lorcana Desktop.</translation>
    </message>
    <message>
        <source>Lorcana Desktop: no card data</source>
        <translation>Lorcana Desktop : pas de données de cartes</translation>
    </message>
    <message>
        <source>Lorcana Desktop cannot start</source>
        <translation>Lorcana Desktop ne peut pas démarrer</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Search text, or filters: ink:amber cost&lt;=3 keyword:evasive (F1: help)</source>
        <translation>Texte à chercher, ou filtres : ink:amber cost&lt;=3 keyword:evasive (F1 : aide)</translation>
    </message>
    <message>
        <source>Words and filters, as in the catalog; F1 lists every filter (Ctrl+F)</source>
        <translation>Mots et filtres, comme dans le catalogue ; F1 liste tous les filtres (Ctrl+F)</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Show the cards as faces</source>
        <translation>Afficher les cartes entières</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Show the cards as a list</source>
        <translation>Afficher les cartes en liste</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Add one</source>
        <translation>En ajouter une</translation>
    </message>
    <message>
        <source>Add a playset (up to the copy limit)</source>
        <translation>Ajouter un playset (jusqu&apos;à la limite d&apos;exemplaires)</translation>
    </message>
    <message>
        <source>Add one to the sideboard</source>
        <translation>En ajouter une à la réserve</translation>
    </message>
    <message>
        <source>Take one out</source>
        <translation>En retirer une</translation>
    </message>
</context>
<context>
    <name>CardFilterBar</name>
    <message>
        <source>Show cards playable with %1 (with the other inks chosen)</source>
        <translation>Afficher les cartes jouables avec %1 (avec les autres encres choisies)</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Effacer les filtres</translation>
    </message>
    <message>
        <source>Set every filter back to “any”</source>
        <translation>Remettre chaque filtre sur « tous »</translation>
    </message>
    <message>
        <source>cost </source>
        <translation>coût </translation>
    </message>
    <message>
        <source>The lowest cost shown</source>
        <translation>Le coût le plus bas affiché</translation>
    </message>
    <message>
        <source>to </source>
        <translation>à </translation>
    </message>
    <message>
        <source>The highest cost shown (“any”: no upper limit)</source>
        <translation>Le coût le plus haut affiché (« tous » : sans limite)</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Tous types</translation>
    </message>
    <message>
        <source>Any classification</source>
        <translation>Toutes classifications</translation>
    </message>
    <message>
        <source>Any keyword</source>
        <translation>Tous mots-clés</translation>
    </message>
    <message>
        <source>Any set</source>
        <translation>Tous sets</translation>
    </message>
    <message>
        <source>Any rarity</source>
        <translation>Toutes raretés</translation>
    </message>
    <message>
        <source>Inkable or not</source>
        <translation>Encrable ou non</translation>
    </message>
    <message>
        <source>Inkable</source>
        <translation>Encrable</translation>
    </message>
    <message>
        <source>Uninkable</source>
        <translation>Non encrable</translation>
    </message>
    <message>
        <source>Any format</source>
        <translation>Tous formats</translation>
    </message>
    <message>
        <source>Legal in Core</source>
        <translation>Légale en Core</translation>
    </message>
    <message>
        <source>Legal in Infinity</source>
        <translation>Légale en Infinity</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Type de carte</translation>
    </message>
    <message>
        <source>Classification (Hero, Princess, Storyborn, ...)</source>
        <translation>Classification (Héros, Princesse, Storyborn, ...)</translation>
    </message>
    <message>
        <source>Keyword ability</source>
        <translation>Mot-clé</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rareté</translation>
    </message>
    <message>
        <source>Legal in a format</source>
        <translation>Légale dans un format</translation>
    </message>
    <message>
        <source>Show or hide the classification, keyword, set, rarity, inkable and format filters</source>
        <translation>Afficher ou masquer les filtres de classification, mot-clé, set, rareté, encrable et format</translation>
    </message>
    <message>
        <source>More filters</source>
        <translation>Plus de filtres</translation>
    </message>
    <message>
        <source>More filters (%1)</source>
        <translation>Plus de filtres (%1)</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>drying</source>
        <translation>sèche</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manuel</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <source>Done looking</source>
        <translation>J&apos;ai fini de regarder</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Une carte face cachée</translation>
    </message>
    <message numerus="yes">
        <source>The top %n card(s) of {name}&apos;s deck, the top one first</source>
        <translation>
            <numerusform>La carte du dessus de la pioche de {name}</numerusform>
            <numerusform>Les %n cartes du dessus de la pioche de {name}, celle du dessus en premier</numerusform>
        </translation>
    </message>
    <message>
        <source>The top card of {name}&apos;s deck</source>
        <translation>La carte du dessus de la pioche de {name}</translation>
    </message>
    <message>
        <source>Click the cards in the order they go on the bottom of the deck: 1 goes down first, the last ends up at the very bottom</source>
        <translation>Cliquez les cartes dans l&apos;ordre où elles vont sous la pioche : la 1 descend en premier, la dernière finit tout en dessous</translation>
    </message>
    <message>
        <source>Click the cards in the order they go back on top of the deck: 1 ends up on top</source>
        <translation>Cliquez les cartes dans l&apos;ordre où elles reviennent sur la pioche : la 1 finit sur le dessus</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, revealed</source>
        <translation>La main de {name}, révélée</translation>
    </message>
    <message>
        <source>In the discard, the newest first</source>
        <translation>Dans la défausse, les plus récentes d&apos;abord</translation>
    </message>
    <message>
        <source>You look at {name}&apos;s hand (only you see it)</source>
        <translation>Vous regardez la main de {name} (vous seul la voyez)</translation>
    </message>
    <message>
        <source>You look at the top of {name}&apos;s deck, the top card first (only you see it)</source>
        <translation>Vous regardez le dessus de la pioche de {name}, la carte du dessus en premier (vous seul les voyez)</translation>
    </message>
    <message>
        <source>In {name}&apos;s inkwell</source>
        <translation>Dans la réserve d&apos;encre de {name}</translation>
    </message>
    <message>
        <source>Under a card</source>
        <translation>Sous une carte</translation>
    </message>
    <message>
        <source> — click a lit card to choose it</source>
        <translation> — cliquez une carte éclairée pour la choisir</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>Point at a card to see it here, large, with its full text.</source>
        <translation>Pointez une carte pour la voir ici, en grand, avec tout son texte.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>banned</source>
        <translation>bannie</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>légale</translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>non légale</translation>
    </message>
    <message>
        <source>its effect</source>
        <translation>son effet</translation>
    </message>
    <message>
        <source>Manual (not automated yet): %1</source>
        <translation>Manuel (pas encore automatisé) : %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>coût %1</translation>
    </message>
    <message>
        <source>inkable</source>
        <translation>encrable</translation>
    </message>
    <message>
        <source>not inkable</source>
        <translation>non encrable</translation>
    </message>
    <message>
        <source>Strength %1  Willpower %2  Lore %3</source>
        <translation>Force %1  Volonté %2  Lore %3</translation>
    </message>
    <message>
        <source>Move cost %1  Willpower %2  Lore %3</source>
        <translation>Coût de déplacement %1  Volonté %2  Lore %3</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n dans le deck</numerusform>
            <numerusform>%n dans le deck</numerusform>
        </translation>
    </message>
    <message>
        <source>double-click, + or drag to add</source>
        <translation>double-clic, + ou glisser pour ajouter</translation>
    </message>
</context>
<context>
    <name>CatalogView</name>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Ink</source>
        <translation>Encre</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Stats</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>move %1 / %2 / %3</source>
        <translation>dépl. %1 / %2 / %3</translation>
    </message>
    <message>
        <source>Search: words and filters, e.g.  ink:amber cost&lt;=3 type:character keyword:evasive set:5 inkable (F1: help)</source>
        <translation>Recherche : mots et filtres, p. ex.  ink:amber cost&lt;=3 type:character keyword:evasive set:5 inkable (F1 : aide)</translation>
    </message>
    <message>
        <source>Words search names and rules text; filters narrow the cards. F1 shows every filter.</source>
        <translation>Les mots cherchent dans les noms et le texte de règles ; les filtres réduisent les cartes. F1 montre tous les filtres.</translation>
    </message>
    <message>
        <source>Double-click a row (or rest the pointer on it) to see the card enlarged</source>
        <translation>Double-cliquez une ligne (ou laissez le pointeur dessus) pour voir la carte en grand</translation>
    </message>
    <message>
        <source>Add to deck</source>
        <translation>Ajouter au deck</translation>
    </message>
    <message>
        <source>Add one copy of this card to the deck open in the Decks tab (key +)</source>
        <translation>Ajouter un exemplaire de cette carte au deck ouvert dans l&apos;onglet Decks (touche +)</translation>
    </message>
    <message>
        <source>Add to %1</source>
        <translation>Ajouter à %1</translation>
    </message>
    <message>
        <source>Add one copy of this card to “%1”, the deck open in the Decks tab (key +)</source>
        <translation>Ajouter un exemplaire de cette carte à « %1 », le deck ouvert dans l&apos;onglet Decks (touche +)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the search</source>
        <translation>
            <numerusform>%n problème dans la recherche</numerusform>
            <numerusform>%n problèmes dans la recherche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Add one to the deck</source>
        <translation>En ajouter une au deck</translation>
    </message>
    <message>
        <source>Add a playset to the deck</source>
        <translation>Ajouter un playset au deck</translation>
    </message>
    <message>
        <source>Show enlarged</source>
        <translation>Afficher en grand</translation>
    </message>
    <message>
        <source>no ink</source>
        <translation>sans encre</translation>
    </message>
    <message>
        <source>not inkable</source>
        <translation>non encrable</translation>
    </message>
    <message>
        <source>inkable</source>
        <translation>encrable</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>coût %1</translation>
    </message>
    <message>
        <source>Strength &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Willpower &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Lore &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Force &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Volonté &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Lore &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Move cost &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Willpower &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Lore &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Coût de déplacement &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Volonté &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Lore &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Printings:</source>
        <translation>Impressions :</translation>
    </message>
</context>
<context>
    <name>CollectionImportDialog</name>
    <message>
        <source>Import a Dreamborn collection</source>
        <translation>Importer une collection Dreamborn</translation>
    </message>
    <message>
        <source>%1: %2 read, %3 with %4.</source>
        <translation>%1 : %2 lues, %3 avec %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s)</source>
        <translation>
            <numerusform>%n impression</numerusform>
            <numerusform>%n impressions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing replaces your collection (%1, %2 now).</source>
        <translation>L&apos;import remplace votre collection (%1, %2 actuellement).</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read and are left out:</source>
        <translation>
            <numerusform>%n ligne n&apos;a pas pu être lue et est laissée de côté :</numerusform>
            <numerusform>%n lignes n&apos;ont pas pu être lues et sont laissées de côté :</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: </source>
        <translation>Laissées de côté : </translation>
    </message>
    <message>
        <source>Check: </source>
        <translation>À vérifier : </translation>
    </message>
    <message>
        <source>Replace my collection</source>
        <translation>Remplacer ma collection</translation>
    </message>
    <message>
        <source>Your collection becomes what the file holds</source>
        <translation>Votre collection devient ce que contient le fichier</translation>
    </message>
    <message>
        <source>Keep your collection as it is</source>
        <translation>Garder votre collection telle quelle</translation>
    </message>
</context>
<context>
    <name>CollectionView</name>
    <message>
        <source>Search (as in the catalog): ink:amber set:5 rarity:legendary</source>
        <translation>Recherche (comme dans le catalogue) : ink:amber set:5 rarity:legendary</translation>
    </message>
    <message>
        <source>Words and filters as in the catalog; set: and rarity: pick printings (F1: help)</source>
        <translation>Mots et filtres comme dans le catalogue ; set: et rarity: choisissent les impressions (F1 : aide)</translation>
    </message>
    <message>
        <source>Owned only</source>
        <translation>Possédées seulement</translation>
    </message>
    <message>
        <source>Show only the printings you own a copy of</source>
        <translation>N&apos;afficher que les impressions dont vous avez un exemplaire</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>One normal copy fewer of the selected printing (key -)</source>
        <translation>Un exemplaire normal de moins de l&apos;impression choisie (touche -)</translation>
    </message>
    <message>
        <source>One more normal copy of the selected printing (key +)</source>
        <translation>Un exemplaire normal de plus de l&apos;impression choisie (touche +)</translation>
    </message>
    <message>
        <source>Foil</source>
        <translation>Brillantes</translation>
    </message>
    <message>
        <source>One foil copy fewer (Ctrl and -)</source>
        <translation>Un exemplaire brillant de moins (Ctrl et -)</translation>
    </message>
    <message>
        <source>One more foil copy (Ctrl and +)</source>
        <translation>Un exemplaire brillant de plus (Ctrl et +)</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Replace your collection with a Dreamborn collection CSV (shows what it holds first)</source>
        <translation>Remplacer votre collection par un CSV de collection Dreamborn (montre d&apos;abord ce qu&apos;il contient)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter un CSV…</translation>
    </message>
    <message>
        <source>Save your collection as a Dreamborn collection CSV</source>
        <translation>Enregistrer votre collection en CSV de collection Dreamborn</translation>
    </message>
    <message>
        <source>A saved deck to compare with your collection</source>
        <translation>Un deck enregistré à comparer avec votre collection</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the list of missing cards</source>
        <translation>Copier la liste des cartes manquantes</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>Exporter en texte…</translation>
    </message>
    <message>
        <source>Save the list of missing cards as a text file</source>
        <translation>Enregistrer la liste des cartes manquantes dans un fichier texte</translation>
    </message>
    <message>
        <source>The selected printing (rest the pointer on a row to see it bigger)</source>
        <translation>L&apos;impression choisie (laissez le pointeur sur une ligne pour la voir plus grande)</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Ink</source>
        <translation>Encre</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rareté</translation>
    </message>
    <message>
        <source>own %1 normal, %2 foil</source>
        <translation>vous en avez %1 normales, %2 brillantes</translation>
    </message>
    <message>
        <source>+/- change normal, Ctrl +/- foil</source>
        <translation>+/- change les normales, Ctrl +/- les brillantes</translation>
    </message>
    <message>
        <source>%1 copies is more than the collection can hold: counts stop at %2. The count was not changed.</source>
        <translation>%1 exemplaires, c&apos;est plus que la collection ne peut compter : les nombres s&apos;arrêtent à %2. Le nombre n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Counts stop at %1 copies. The count was not changed.</source>
        <translation>Les nombres s&apos;arrêtent à %1 exemplaires. Le nombre n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Possédées</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Complet</translation>
    </message>
    <message>
        <source>Printings you own at least one copy of, of every printing in the set; double-click a set to list its printings</source>
        <translation>Les impressions dont vous avez au moins un exemplaire, sur toutes celles du set ; double-cliquez un set pour lister ses impressions</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <source>Missing for a deck</source>
        <translation>Manquantes pour un deck</translation>
    </message>
    <message>
        <source>The collection cannot be saved: %1</source>
        <translation>La collection ne peut pas être enregistrée : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s) shown</source>
        <translation>
            <numerusform>%n impression affichée</numerusform>
            <numerusform>%n impressions affichées</numerusform>
        </translation>
    </message>
    <message>
        <source>you own %1 (%2)</source>
        <translation>vous en avez %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s)</source>
        <translation>
            <numerusform>%n impression</numerusform>
            <numerusform>%n impressions</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Pas enregistré : %1</translation>
    </message>
    <message>
        <source>The count was not saved</source>
        <translation>Le nombre n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 printings owned, %4 in all</source>
        <translation>%1 : %2 impressions possédées sur %3, %4 en tout</translation>
    </message>
    <message>
        <source>%1 is too large to be a collection CSV.</source>
        <translation>%1 est trop grand pour être un CSV de collection.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it is not a Dreamborn CSV.</source>
        <translation>%1 n&apos;est pas du texte UTF-8, ce n&apos;est donc pas un CSV Dreamborn.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Impossible de lire %1 : %2.</translation>
    </message>
    <message>
        <source>Nothing to import</source>
        <translation>Rien à importer</translation>
    </message>
    <message>
        <source>%1 of the file could not be read. Replace your collection (%2) with the %3 that were read? The cards of the unread rows will no longer be in it.</source>
        <translation>%1 du fichier n&apos;ont pas pu être lues. Remplacer votre collection (%2) par les %3 lues ? Les cartes des lignes non lues n&apos;y seront plus.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace your collection?</source>
        <translation>Remplacer votre collection ?</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Pas importé : %1</translation>
    </message>
    <message>
        <source>The collection was not imported</source>
        <translation>La collection n&apos;a pas été importée</translation>
    </message>
    <message>
        <source>Imported %1 (%2).</source>
        <translation>Importé %1 (%2).</translation>
    </message>
    <message>
        <source>Not imported: your collection is unchanged.</source>
        <translation>Pas importé : votre collection n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Import a Dreamborn collection</source>
        <translation>Importer une collection Dreamborn</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export the collection</source>
        <translation>Exporter la collection</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>No saved decks yet: build one in the Decks tab.</source>
        <translation>Pas encore de deck enregistré : construisez-en un dans l&apos;onglet Decks.</translation>
    </message>
    <message>
        <source>You own every card of %1.</source>
        <translation>Vous avez toutes les cartes de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing</source>
        <translation>
            <numerusform>%n carte manquante</numerusform>
            <numerusform>%n cartes manquantes</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 different) of %2 in %3.</source>
        <translation>(%1 différentes) sur %2 dans %3.</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>deck</translation>
    </message>
    <message>
        <source>Export the missing cards</source>
        <translation>Exporter les cartes manquantes</translation>
    </message>
    <message>
        <source>missing - %1.txt</source>
        <translation>manquantes - %1.txt</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
</context>
<context>
    <name>CostCurveChart</name>
    <message>
        <source>The cost curve appears as cards are added</source>
        <translation>La courbe de coût apparaît à mesure que vous ajoutez des cartes</translation>
    </message>
</context>
<context>
    <name>CostSpinBox</name>
    <message>
        <source>any</source>
        <translation>tous</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Songs</source>
        <translation>Chansons</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Locations</source>
        <translation>Lieux</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Maybeboard</source>
        <translation>Peut-être</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nouveau deck</translation>
    </message>
    <message>
        <source>main deck</source>
        <translation>deck principal</translation>
    </message>
    <message>
        <source>sideboard</source>
        <translation>réserve</translation>
    </message>
    <message>
        <source>maybeboard</source>
        <translation>liste peut-être</translation>
    </message>
    <message>
        <source>No cards yet.</source>
        <translation>Pas encore de cartes.</translation>
    </message>
    <message numerus="yes">
        <source>%n song(s)</source>
        <translation>
            <numerusform>%n chanson</numerusform>
            <numerusform>%n chansons</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cards; with 4 copies %2, 3 copies %3, 2 copies %4, 1 copy %5.</source>
        <translation>%1 cartes ; avec 4 exemplaires %2, 3 exemplaires %3, 2 exemplaires %4, 1 exemplaire %5.</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 sur %2 (%3)</translation>
    </message>
    <message>
        <source>Inks:</source>
        <translation>Encres :</translation>
    </message>
    <message>
        <source>Inkable:</source>
        <translation>Encrables :</translation>
    </message>
    <message>
        <source>Types:</source>
        <translation>Types :</translation>
    </message>
    <message>
        <source>Average cost:</source>
        <translation>Coût moyen :</translation>
    </message>
    <message>
        <source>Opening hand:</source>
        <translation>Main de départ :</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n personnage</numerusform>
            <numerusform>%n personnages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n objet</numerusform>
            <numerusform>%n objets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n location(s)</source>
        <translation>
            <numerusform>%n lieu</numerusform>
            <numerusform>%n lieux</numerusform>
        </translation>
    </message>
    <message>
        <source>Your saved decks: pick one to open it</source>
        <translation>Vos decks enregistrés : choisissez-en un pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nom du deck</translation>
    </message>
    <message>
        <source>The deck&apos;s name (Save keeps it under this name)</source>
        <translation>Le nom du deck (Enregistrer le garde sous ce nom)</translation>
    </message>
    <message>
        <source>The format the deck is checked against</source>
        <translation>Le format selon lequel le deck est vérifié</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Start a new, empty deck (Ctrl+N)</source>
        <translation>Commencer un nouveau deck, vide (Ctrl+N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the deck under its name (Ctrl+S)</source>
        <translation>Enregistrer le deck sous son nom (Ctrl+S)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Save a copy under a new name and go on editing the copy</source>
        <translation>Enregistrer une copie sous un nouveau nom et continuer sur la copie</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the saved deck (asks first)</source>
        <translation>Supprimer le deck enregistré (demande d&apos;abord)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Paste or open a deck list, deck code or Tabletop Simulator file</source>
        <translation>Coller ou ouvrir une liste, un code de deck ou un fichier Tabletop Simulator</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Copy the deck or save it as a file</source>
        <translation>Copier le deck ou l&apos;enregistrer dans un fichier</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copier en texte</translation>
    </message>
    <message>
        <source>Copy deck code</source>
        <translation>Copier le code du deck</translation>
    </message>
    <message>
        <source>Save as text file…</source>
        <translation>Enregistrer en fichier texte…</translation>
    </message>
    <message>
        <source>Save deck code file…</source>
        <translation>Enregistrer un fichier de code de deck…</translation>
    </message>
    <message>
        <source>Save as Tabletop Simulator JSON…</source>
        <translation>Enregistrer en JSON Tabletop Simulator…</translation>
    </message>
    <message>
        <source>Test this deck…</source>
        <translation>Tester ce deck…</translation>
    </message>
    <message>
        <source>Play many computer games between this deck and others, on every core, and see what won and what each card did</source>
        <translation>Faire jouer à l&apos;ordinateur de nombreuses parties entre ce deck et d&apos;autres, sur tous les cœurs, et voir ce qui a gagné et ce qu&apos;a fait chaque carte</translation>
    </message>
    <message>
        <source>One more copy of the selected card (key +)</source>
        <translation>Un exemplaire de plus de la carte choisie (touche +)</translation>
    </message>
    <message>
        <source>One copy fewer of the selected card (key -)</source>
        <translation>Un exemplaire de moins de la carte choisie (touche -)</translation>
    </message>
    <message>
        <source>The card last clicked in the deck list or the browser</source>
        <translation>La dernière carte cliquée dans la liste du deck ou parmi les cartes</translation>
    </message>
    <message>
        <source>Notes: plan, mulligan advice, sideboard ideas…</source>
        <translation>Notes : plan de jeu, conseils de mulligan, idées de réserve…</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Deck :</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Decks cannot be saved: %1</source>
        <translation>Les decks ne peuvent pas être enregistrés : %1</translation>
    </message>
    <message numerus="yes">
        <source>(+%n outside the main deck)</source>
        <translation>
            <numerusform>(+%n hors du deck principal)</numerusform>
            <numerusform>(+%n hors du deck principal)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>Legal in %1.</source>
        <translation>Légal en %1.</translation>
    </message>
    <message numerus="yes">
        <source>Not legal in %1: %n problem(s).</source>
        <translation>
            <numerusform>Pas légal en %1 : %n problème.</numerusform>
            <numerusform>Pas légal en %1 : %n problèmes.</numerusform>
        </translation>
    </message>
    <message>
        <source>(unsaved deck)</source>
        <translation>(deck non enregistré)</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before leaving it?</source>
        <translation>Enregistrer les changements de « %1 » avant de le quitter ?</translation>
    </message>
    <message>
        <source>There is no saved deck named “%1”.</source>
        <translation>Il n&apos;y a pas de deck enregistré nommé « %1 ».</translation>
    </message>
    <message>
        <source>The deck needs a name before it can be saved.</source>
        <translation>Le deck a besoin d&apos;un nom pour être enregistré.</translation>
    </message>
    <message>
        <source>Replace deck</source>
        <translation>Remplacer le deck</translation>
    </message>
    <message>
        <source>A deck named “%1” already exists. Replace it?</source>
        <translation>Un deck nommé « %1 » existe déjà. Le remplacer ?</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Le deck n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <source>The deck was not saved: %1</source>
        <translation>Le deck n&apos;a pas été enregistré : %1</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 copie</translation>
    </message>
    <message>
        <source>The copy was not saved</source>
        <translation>La copie n&apos;a pas été enregistrée</translation>
    </message>
    <message>
        <source>The copy was not saved: %1</source>
        <translation>La copie n&apos;a pas été enregistrée : %1</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Supprimer le deck</translation>
    </message>
    <message>
        <source>Delete the deck “%1”? This cannot be undone.</source>
        <translation>Supprimer le deck « %1 » ? C&apos;est définitif.</translation>
    </message>
    <message>
        <source>The deck was not deleted</source>
        <translation>Le deck n&apos;a pas été supprimé</translation>
    </message>
    <message>
        <source>The deck was not deleted: %1</source>
        <translation>Le deck n&apos;a pas été supprimé : %1</translation>
    </message>
    <message>
        <source>Unsaved deck</source>
        <translation>Deck non enregistré</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before closing?</source>
        <translation>Enregistrer les changements de « %1 » avant de fermer ?</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Regarder la partie</translation>
    </message>
    <message>
        <source>A game is on the table. Leave it to watch this game? It is saved: Resume the last game goes back to it.</source>
        <translation>Une partie est sur la table. La quitter pour regarder cette partie ? Elle est enregistrée : Reprendre la dernière partie y revient.</translation>
    </message>
    <message>
        <source>The imported deck was not saved</source>
        <translation>Le deck importé n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <source>The imported deck was not saved: %1</source>
        <translation>Le deck importé n&apos;a pas été enregistré : %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported &apos;%1&apos;: %n card(s)</source>
        <translation>
            <numerusform>« %1 » importé : %n carte</numerusform>
            <numerusform>« %1 » importé : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped.</source>
        <translation>
            <numerusform>%n ligne ignorée.</numerusform>
            <numerusform>%n lignes ignorées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck list is on the clipboard.</source>
        <translation>La liste du deck est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>The deck code is on the clipboard.</source>
        <translation>Le code du deck est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>Deck code (*.txt)</source>
        <translation>Code de deck (*.txt)</translation>
    </message>
    <message>
        <source>Tabletop Simulator (*.json)</source>
        <translation>Tabletop Simulator (*.json)</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Exporter le deck</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message numerus="yes">
        <source>%n preconstructed deck(s) (is/are) ready in the Deck list above: %1. Pick one to play or change it, or build your own.</source>
        <translation>
            <numerusform>%n deck préconstruit est prêt dans la liste ci-dessus : %1. Choisissez-le pour le jouer ou le modifier, ou construisez le vôtre.</numerusform>
            <numerusform>%n decks préconstruits sont prêts dans la liste ci-dessus : %1. Choisissez-en un pour le jouer ou le modifier, ou construisez le vôtre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Pas ajoutée : %1</translation>
    </message>
</context>
<context>
    <name>DeckImportDialog</name>
    <message>
        <source>Imported deck</source>
        <translation>Deck importé</translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation>Importer un deck</translation>
    </message>
    <message>
        <source>Paste a deck list (“4 Elsa - Snow Queen” or “4x Elsa” per line), a deck code, or Tabletop Simulator JSON — or open a file.</source>
        <translation>Collez une liste (« 4 Elsa - Snow Queen » ou « 4x Elsa » par ligne), un code de deck ou un JSON Tabletop Simulator — ou ouvrez un fichier.</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Read a deck list, deck code or Tabletop Simulator file into the box</source>
        <translation>Lire dans la zone une liste, un code de deck ou un fichier Tabletop Simulator</translation>
    </message>
    <message>
        <source>Nothing read yet.</source>
        <translation>Rien de lu pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Problems (double-click a suggested name to use it)</source>
        <translation>Problèmes (double-cliquez un nom proposé pour l&apos;utiliser)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Save the deck as read (lines that could not be read are left out)</source>
        <translation>Enregistrer le deck tel qu&apos;il a été lu (les lignes illisibles sont laissées de côté)</translation>
    </message>
    <message>
        <source>Close without importing</source>
        <translation>Fermer sans importer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>%1 is too large to be a deck list.</source>
        <translation>%1 est trop grand pour être une liste de deck.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it is not a deck list this program reads.</source>
        <translation>%1 n&apos;est pas du texte UTF-8, ce n&apos;est donc pas une liste que ce programme lit.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Impossible de lire %1 : %2.</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>Ouvrir un fichier de deck</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.dek *.csv);;All files (*)</source>
        <translation>Listes de decks (*.txt *.json *.dek *.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Pas importé</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>À vérifier</translation>
    </message>
    <message>
        <source>Double-click to use %1 on line %2</source>
        <translation>Double-cliquez pour utiliser %1 à la ligne %2</translation>
    </message>
    <message numerus="yes">
        <source>Merged: lines %1 all name %2, so the deck gets %3 = %n copies</source>
        <translation>
            <numerusform>Regroupées : les lignes %1 nomment toutes %2, le deck en reçoit donc %3 = %n exemplaire</numerusform>
            <numerusform>Regroupées : les lignes %1 nomment toutes %2, le deck en reçoit donc %3 = %n exemplaires</numerusform>
        </translation>
    </message>
    <message>
        <source>Not legal in %1:</source>
        <translation>Pas légal en %1 :</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>À vérifier : %1</translation>
    </message>
    <message numerus="yes">
        <source>Read as %1: %n card(s) in the main deck</source>
        <translation>
            <numerusform>Lu comme %1 : %n carte dans le deck principal</numerusform>
            <numerusform>Lu comme %1 : %n cartes dans le deck principal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the side- or maybeboard</source>
        <translation>
            <numerusform>%n en réserve ou en liste peut-être</numerusform>
            <numerusform>%n en réserve ou en liste peut-être</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not imported (see below)</source>
        <translation>
            <numerusform>%n ligne non importée (voir ci-dessous)</numerusform>
            <numerusform>%n lignes non importées (voir ci-dessous)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) written on several lines (merged)</source>
        <translation>
            <numerusform>%n carte écrite sur plusieurs lignes (regroupées)</numerusform>
            <numerusform>%n cartes écrites sur plusieurs lignes (regroupées)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to check</source>
        <translation>
            <numerusform>%n à vérifier</numerusform>
            <numerusform>%n à vérifier</numerusform>
        </translation>
    </message>
    <message>
        <source>legal in %1</source>
        <translation>légal en %1</translation>
    </message>
    <message numerus="yes">
        <source>not legal in %1: %n problem(s)</source>
        <translation>
            <numerusform>pas légal en %1 : %n problème</numerusform>
            <numerusform>pas légal en %1 : %n problèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import without %n line(s)</source>
        <translation>
            <numerusform>Importer sans %n ligne</numerusform>
            <numerusform>Importer sans %n lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckListView</name>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>The chance of at least one copy in the opening hand</source>
        <translation>La probabilité d&apos;avoir au moins un exemplaire dans la main de départ</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Exemplaires dans le deck</translation>
    </message>
    <message>
        <source>Click a card to see it; double-click, the - key or a drag back to the browser takes a copy out; + adds one</source>
        <translation>Cliquez une carte pour la voir ; double-clic, la touche - ou un glisser vers les cartes en retire un exemplaire ; + en ajoute un</translation>
    </message>
    <message>
        <source>At least one of %1 in the first %2 cards: %3; counting a mulligan for it: %4</source>
        <translation>Au moins un des %1 dans les %2 premières cartes : %3 ; en comptant un mulligan pour le chercher : %4</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>coût %1</translation>
    </message>
    <message>
        <source>One more copy</source>
        <translation>Un exemplaire de plus</translation>
    </message>
    <message>
        <source>One copy fewer</source>
        <translation>Un exemplaire de moins</translation>
    </message>
    <message>
        <source>Take out every copy</source>
        <translation>Retirer tous les exemplaires</translation>
    </message>
    <message>
        <source>Move one to the %1</source>
        <translation>En déplacer un vers : %1</translation>
    </message>
</context>
<context>
    <name>DeckRules</name>
    <message>
        <source>Cards in the deck: {n}; {format} needs at least {min} ({more} more).</source>
        <translation>Cartes dans le deck : {n} ; {format} en demande au moins {min} (il en manque {more}).</translation>
    </message>
    <message>
        <source>Cards in the deck: {n}; a {format} deck is the cards of {boosters} boosters, at most {max}.</source>
        <translation>Cartes dans le deck : {n} ; un deck {format} est fait des cartes de {boosters} boosters, au plus {max}.</translation>
    </message>
    <message>
        <source>The deck uses {n} inks ({inks}); {format} allows at most {max}. Keeping {kept} means removing {remove}.</source>
        <translation>Le deck utilise {n} encres ({inks}) ; {format} en permet au plus {max}. Garder {kept} veut dire retirer {remove}.</translation>
    </message>
    <message>
        <source>Too many copies of the same full name: {list}.</source>
        <translation>Trop d&apos;exemplaires du même nom complet : {list}.</translation>
    </message>
    <message>
        <source>Banned in {format}: {cards}.</source>
        <translation>Bannies en {format} : {cards}.</translation>
    </message>
    <message>
        <source>Not legal in {format}: {cards}.</source>
        <translation>Pas légales en {format} : {cards}.</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
</context>
<context>
    <name>DeckShelf</name>
    <message>
        <source>The user data file is not open.</source>
        <translation>Le fichier des données utilisateur n&apos;est pas ouvert.</translation>
    </message>
    <message>
        <source>Untitled deck</source>
        <translation>Deck sans nom</translation>
    </message>
    <message>
        <source>Your user data file was damaged</source>
        <translation>Votre fichier de données utilisateur était endommagé</translation>
    </message>
    <message>
        <source>The program goes on with the new file: the preconstructed decks are back, your own decks and collection are in the backup.</source>
        <translation>Le programme continue avec le nouveau fichier : les decks préconstruits sont de retour, vos propres decks et votre collection sont dans la sauvegarde.</translation>
    </message>
    <message>
        <source>Your decks are in use by another Lorcana Desktop</source>
        <translation>Vos decks sont utilisés par un autre Lorcana Desktop</translation>
    </message>
    <message>
        <source>Nothing was changed. You can still browse cards and build decks; close the other program (or let its command finish) and start this one again to save.</source>
        <translation>Rien n&apos;a changé. Vous pouvez toujours parcourir les cartes et construire des decks ; fermez l&apos;autre programme (ou laissez sa commande se terminer) et relancez celui-ci pour enregistrer.</translation>
    </message>
    <message>
        <source>Decks and collection cannot be saved</source>
        <translation>Les decks et la collection ne peuvent pas être enregistrés</translation>
    </message>
    <message>
        <source>You can still browse cards and build decks, but nothing can be saved until the file is fixed or moved away.</source>
        <translation>Vous pouvez toujours parcourir les cartes et construire des decks, mais rien ne peut être enregistré tant que le fichier n&apos;est pas réparé ou déplacé.</translation>
    </message>
    <message>
        <source>Your user data</source>
        <translation>Vos données utilisateur</translation>
    </message>
    <message>
        <source>see the Decks tab for details.</source>
        <translation>voir l&apos;onglet Decks pour les détails.</translation>
    </message>
</context>
<context>
    <name>ExoDeckBuilder</name>
    <message>
        <source>Leader (%1 of 1)</source>
        <translation>Leader (%1 sur 1)</translation>
    </message>
    <message>
        <source>Mazzo (%1 of 30)</source>
        <translation>Mazzo (%1 sur 30)</translation>
    </message>
    <message>
        <source>Evoluzioni (%1, 0 to 5)</source>
        <translation>Evoluzioni (%1, de 0 à 5)</translation>
    </message>
    <message>
        <source>Side (%1, 0 to 6)</source>
        <translation>Side (%1, de 0 à 6)</translation>
    </message>
    <message>
        <source>Exo deck builder</source>
        <translation>Constructeur de decks Exo</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nouveau deck</translation>
    </message>
    <message>
        <source>Search by name, type or race</source>
        <translation>Chercher par nom, type ou race</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a copy to its section (Leader, Mazzo or Evoluzioni); double-click does the same</source>
        <translation>Ajouter un exemplaire à sa section (Leader, Mazzo ou Evoluzioni) ; le double-clic fait de même</translation>
    </message>
    <message>
        <source>Add to Side</source>
        <translation>Ajouter au Side</translation>
    </message>
    <message>
        <source>Double-click a card to take a copy out</source>
        <translation>Double-cliquez une carte pour retirer un exemplaire</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the list in your Exo decks (the Play tab offers it)</source>
        <translation>Enregistrer la liste dans vos decks Exo (l&apos;onglet Jouer la propose)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>This deck cannot be played yet:</source>
        <translation>Ce deck ne peut pas encore être joué :</translation>
    </message>
    <message>
        <source>This deck follows every rule of the «mazzo totale».</source>
        <translation>Ce deck respecte toutes les règles du «mazzo totale».</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Le deck n&apos;a pas été enregistré</translation>
    </message>
    <message>
        <source>Exo deck builder — %1</source>
        <translation>Constructeur de decks Exo — %1</translation>
    </message>
    <message>
        <source>Open an Exo deck list</source>
        <translation>Ouvrir une liste de deck Exo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.exo *.deck);;All files (*)</source>
        <translation>Listes de deck (*.txt *.exo *.deck);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The deck list cannot be read</source>
        <translation>La liste de deck ne peut pas être lue</translation>
    </message>
    <message>
        <source>Some lines were not read</source>
        <translation>Certaines lignes n&apos;ont pas été lues</translation>
    </message>
</context>
<context>
    <name>ExoReplayWidget</name>
    <message>
        <source>Move through the game, one action per step</source>
        <translation>Parcourir la partie, une action à la fois</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Comme {name} l&apos;a vue</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} sur {total}</translation>
    </message>
</context>
<context>
    <name>ExoSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Ordinateur : Facile</translation>
    </message>
    <message>
        <source>Plays a random legal move</source>
        <translation>Joue un coup légal au hasard</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Ordinateur : Normal</translation>
    </message>
    <message>
        <source>Greedy: takes the move that looks best right now</source>
        <translation>Glouton : choisit le coup qui semble le meilleur tout de suite</translation>
    </message>
    <message>
        <source>Deck list…</source>
        <translation>Liste de deck…</translation>
    </message>
    <message>
        <source>Play a deck list file (Leader:, Mazzo:, Evoluzioni:, Side: sections)</source>
        <translation>Jouer un fichier de liste de deck (sections Leader:, Mazzo:, Evoluzioni:, Side:)</translation>
    </message>
    <message>
        <source>%1 — cannot be used</source>
        <translation>%1 — inutilisable</translation>
    </message>
    <message>
        <source>Open an Exo deck list</source>
        <translation>Ouvrir une liste de deck Exo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.exo *.deck);;All files (*)</source>
        <translation>Listes de deck (*.txt *.exo *.deck);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Players (Creatures of Exo: two players)</source>
        <translation>Joueurs (Creatures of Exo : deux joueurs)</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Build a deck…</source>
        <translation>Construire un deck…</translation>
    </message>
    <message>
        <source>Make or change an Exo deck: Leader, Mazzo of 30, Evoluzioni 0 to 5, Side 0 to 6</source>
        <translation>Créer ou modifier un deck Exo : Leader, Mazzo de 30, Evoluzioni de 0 à 5, Side de 0 à 6</translation>
    </message>
    <message>
        <source>Add a card set…</source>
        <translation>Ajouter un set de cartes…</translation>
    </message>
    <message>
        <source>Check a card set file (TOML or JSON) and add it, with its pictures, to your Exo sets</source>
        <translation>Vérifier un fichier de set (TOML ou JSON) et l&apos;ajouter, avec ses images, à vos sets Exo</translation>
    </message>
    <message>
        <source>Add an Exo card set</source>
        <translation>Ajouter un set de cartes Exo</translation>
    </message>
    <message>
        <source>Card sets (*.toml *.json);;All files (*)</source>
        <translation>Sets de cartes (*.toml *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Replace the set?</source>
        <translation>Remplacer le set ?</translation>
    </message>
    <message>
        <source>You already have a set with this code. Replace it?</source>
        <translation>Vous avez déjà un set avec ce code. Le remplacer ?</translation>
    </message>
    <message>
        <source>The set was not added: {why}</source>
        <translation>Le set n&apos;a pas été ajouté : {why}</translation>
    </message>
    <message>
        <source>Added the set {code} “{name}”: {cards} cards, {pictures} pictures.</source>
        <translation>Set {code} « {name} » ajouté : {cards} cartes, {pictures} images.</translation>
    </message>
    <message>
        <source>{name} has no deck to play with.</source>
        <translation>{name} n&apos;a pas de deck pour jouer.</translation>
    </message>
    <message>
        <source>{name}&apos;s deck “{deck}” cannot be used: {why}</source>
        <translation>Le deck « {deck} » de {name} ne peut pas être utilisé : {why}</translation>
    </message>
</context>
<context>
    <name>ExoTable</name>
    <message>
        <source>Vita %1</source>
        <translation>Vita %1</translation>
    </message>
    <message>
        <source>EMERGENZA</source>
        <translation>EMERGENZA</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Click to look at these cards</source>
        <translation>Cliquer pour regarder ces cartes</translation>
    </message>
    <message>
        <source>Cards to choose from</source>
        <translation>Cartes parmi lesquelles choisir</translation>
    </message>
    <message>
        <source>A hidden card</source>
        <translation>Une carte cachée</translation>
    </message>
    <message>
        <source>%1 (covered)</source>
        <translation>%1 (couverte)</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>vue</translation>
    </message>
    <message>
        <source>That card cannot go there now</source>
        <translation>Cette carte ne peut pas aller là maintenant</translation>
    </message>
    <message>
        <source>It is not your decision now</source>
        <translation>Ce n&apos;est pas à vous de décider maintenant</translation>
    </message>
    <message>
        <source>That card cannot be moved now</source>
        <translation>Cette carte ne peut pas être déplacée maintenant</translation>
    </message>
    <message>
        <source>Pescata</source>
        <translation>Pescata</translation>
    </message>
    <message>
        <source>Ripresa</source>
        <translation>Ripresa</translation>
    </message>
    <message>
        <source>Principale</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Battaglia</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Fine turno</source>
        <translation>Fine turno</translation>
    </message>
</context>
<context>
    <name>ExoTableHelp</name>
    <message>
        <source>drag hand → your Field</source>
        <translation>glisser main → votre Campo</translation>
    </message>
    <message>
        <source>play the card, then pay its Costo: click Field cards to cover them, hand cards to put them into Occulto, then Confirm</source>
        <translation>jouer la carte, puis payer son Costo : cliquez des cartes du Campo pour les couvrir, des cartes de la main pour les mettre en Occulto, puis Confirmer</translation>
    </message>
    <message>
        <source>drag Evolution deck → your Field</source>
        <translation>glisser deck Evoluzioni → votre Campo</translation>
    </message>
    <message>
        <source>evolve, then pick the cards of the Sacrificio</source>
        <translation>évoluer, puis choisir les cartes du Sacrificio</translation>
    </message>
    <message>
        <source>drag attacker → a card or the Leader</source>
        <translation>glisser attaquant → une carte ou le Leader</translation>
    </message>
    <message>
        <source>declare the attack</source>
        <translation>déclarer l&apos;attaque</translation>
    </message>
    <message>
        <source>drag a Tattica → a card</source>
        <translation>glisser une Tattica → une carte</translation>
    </message>
    <message>
        <source>play it on that target</source>
        <translation>la jouer sur cette cible</translation>
    </message>
    <message>
        <source>right-click a card</source>
        <translation>clic droit sur une carte</translation>
    </message>
    <message>
        <source>COPRI and other effects, RIVELA, the Leader effect; By hand: the manual tools</source>
        <translation>COPRI et autres effets, RIVELA, l&apos;effet Leader ; À la main : les outils manuels</translation>
    </message>
    <message>
        <source>click a pile</source>
        <translation>clic sur une pile</translation>
    </message>
    <message>
        <source>look at your Occulto, Evolution deck, a discard pile or the banished cards</source>
        <translation>regarder votre Occulto, votre deck Evoluzioni, une défausse ou les cartes bannies</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>undo your last decision (never past a draw)</source>
        <translation>annuler votre dernière décision (jamais au-delà d&apos;une pioche)</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>rétablir</translation>
    </message>
    <message>
        <source>On the Creatures of Exo table every move is checked by the rules engine. The session passes for you when passing is all you can do, unless you ticked that phase under Stop at. The chain panel lists the links top first: the top one resolves first.</source>
        <translation>Sur la table de Creatures of Exo, chaque coup est vérifié par le moteur de règles. La session passe pour vous quand vous ne pouvez que passer, sauf si vous avez coché cette phase dans S&apos;arrêter à. Le panneau de la chaîne liste les maillons du haut : celui du haut se résout en premier.</translation>
    </message>
    <message>
        <source>Creatures of Exo table</source>
        <translation>Table de Creatures of Exo</translation>
    </message>
</context>
<context>
    <name>ExoTableWidget</name>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pass priority to your opponent (two passes in a row resolve the chain)</source>
        <translation>Passer la priorité à l&apos;adversaire (deux passes de suite résolvent la chaîne)</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Phase suivante</translation>
    </message>
    <message>
        <source>Declare the change of phase (your opponent may answer it)</source>
        <translation>Déclarer le changement de phase (l&apos;adversaire peut y répondre)</translation>
    </message>
    <message>
        <source>To the End phase</source>
        <translation>À la phase de fin de tour</translation>
    </message>
    <message>
        <source>End the Main phase and skip the Battle phase</source>
        <translation>Terminer la phase principale et passer la phase de bataille</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Confirm the cards you picked</source>
        <translation>Confirmer les cartes choisies</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Chaîne</translation>
    </message>
    <message>
        <source>The chain of effects: the top link resolves first</source>
        <translation>La chaîne d&apos;effets : le maillon du haut se résout en premier</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back your last decision (never past a draw)</source>
        <translation>Reprendre votre dernière décision (jamais au-delà d&apos;une pioche)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Stop at…</source>
        <translation>S&apos;arrêter à…</translation>
    </message>
    <message>
        <source>The phases in which you answer even when passing is all you can do</source>
        <translation>Les phases où vous répondez même quand vous ne pouvez que passer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>{name}: Vita {life}</source>
        <translation>{name} : Vita {life}</translation>
    </message>
    <message>
        <source>Turn {n}, {name}</source>
        <translation>Tour {n}, {name}</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>une carte cachée</translation>
    </message>
    <message>
        <source>plays {card}</source>
        <translation>joue {card}</translation>
    </message>
    <message>
        <source>{card} attacks</source>
        <translation>{card} attaque</translation>
    </message>
    <message>
        <source>{card}: {effect}</source>
        <translation>{card} : {effect}</translation>
    </message>
    <message>
        <source>{card}: Leader effect</source>
        <translation>{card} : effet de Leader</translation>
    </message>
    <message>
        <source>{card}: effect</source>
        <translation>{card} : effet</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>une carte couverte</translation>
    </message>
    <message>
        <source>(no chain)</source>
        <translation>(aucune chaîne)</translation>
    </message>
    <message>
        <source>Waiting (parallel chain): {link}</source>
        <translation>En attente (chaîne parallèle) : {link}</translation>
    </message>
    <message>
        <source>Interrupted by the Emergency: {link}</source>
        <translation>Interrompue par l&apos;Urgence : {link}</translation>
    </message>
    <message>
        <source>The chain is resolving</source>
        <translation>La chaîne se résout</translation>
    </message>
    <message>
        <source>Priority: {name}</source>
        <translation>Priorité : {name}</translation>
    </message>
    <message>
        <source>Deciding: {name}</source>
        <translation>Décide : {name}</translation>
    </message>
    <message>
        <source>Pay the Costo: click cards of your Field to cover them, or cards of your hand to put them into Occulto ({n} of {count})</source>
        <translation>Payez le Costo : cliquez des cartes de votre Campo pour les couvrir, ou des cartes de votre main pour les mettre en Occulto ({n} sur {count})</translation>
    </message>
    <message>
        <source>Sacrificio: click the face-up cards of your Field to send to the discard pile ({n} of {count})</source>
        <translation>Sacrificio : cliquez les cartes face visible de votre Campo à envoyer à la défausse ({n} sur {count})</translation>
    </message>
    <message>
        <source>Choose the targets ({n} of {count})</source>
        <translation>Choisissez les cibles ({n} sur {count})</translation>
    </message>
    <message>
        <source>Choose the cards to discard ({n} of {count})</source>
        <translation>Choisissez les cartes à défausser ({n} sur {count})</translation>
    </message>
    <message>
        <source>Choose cards ({n} of {count})</source>
        <translation>Choisissez des cartes ({n} sur {count})</translation>
    </message>
    <message>
        <source>The two cards cannot both stay: choose the one to discard</source>
        <translation>Les deux cartes ne peuvent pas rester toutes les deux : choisissez celle à défausser</translation>
    </message>
    <message>
        <source>(up to that many)</source>
        <translation>(jusqu&apos;à ce nombre)</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>Effects triggered together: choose the one that goes on the chain next</source>
        <translation>Effets déclenchés ensemble : choisissez celui qui va ensuite sur la chaîne</translation>
    </message>
    <message>
        <source>Choose one</source>
        <translation>Choisissez-en un</translation>
    </message>
    <message>
        <source>Use this effect? {effect}</source>
        <translation>Utiliser cet effet ? {effect}</translation>
    </message>
    <message>
        <source>Answer the chain: drag a Tattica onto its target or right-click a card for its effects; Pass lets the chain resolve</source>
        <translation>Répondez à la chaîne : faites glisser une Tattica sur sa cible ou clic droit sur une carte pour ses effets ; Passer laisse la chaîne se résoudre</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: you may answer with a Tattica or a card&apos;s effect (right-click), or Pass</source>
        <translation>Tour de {name} : vous pouvez répondre avec une Tattica ou l&apos;effet d&apos;une carte (clic droit), ou passer</translation>
    </message>
    <message>
        <source>Your move: drag a card from your hand or Evolution deck to your Field, an attacker onto its target, a Tattica onto its target; right-click a card for its effects</source>
        <translation>À vous : faites glisser une carte de votre main ou du deck Evoluzioni vers votre Campo, un attaquant sur sa cible, une Tattica sur sa cible ; clic droit sur une carte pour ses effets</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Next: {card}</source>
        <translation>Suivant : {card}</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passez l&apos;écran à {name}</translation>
    </message>
    <message>
        <source>The table is hidden so nobody sees another player&apos;s hand. {name}, click when you are ready.</source>
        <translation>La table est cachée pour que personne ne voie la main d&apos;un autre joueur. {name}, cliquez quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Je suis {name} : montrer mes cartes</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Back to the Play screen</source>
        <translation>Retour à l&apos;écran Jouer</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play with alternative cost {n}</source>
        <translation>Jouer avec le coût alternatif {n}</translation>
    </message>
    <message>
        <source>Evolve (pay the Sacrificio)</source>
        <translation>Évoluer (payer le Sacrificio)</translation>
    </message>
    <message>
        <source>Evolve: {mode} the Vice Leader</source>
        <translation>Évoluer : {mode} le Vice Leader</translation>
    </message>
    <message>
        <source>Activate: {effect}</source>
        <translation>Activer : {effect}</translation>
    </message>
    <message>
        <source>Reveal (RIVELA): {effect}</source>
        <translation>Révéler (RIVELA) : {effect}</translation>
    </message>
    <message>
        <source>Leader effect: {effect}</source>
        <translation>Effet Leader : {effect}</translation>
    </message>
    <message>
        <source>to the hand</source>
        <translation>dans la main</translation>
    </message>
    <message>
        <source>to the Field</source>
        <translation>dans le Campo</translation>
    </message>
    <message>
        <source>to the discard pile</source>
        <translation>dans la défausse</translation>
    </message>
    <message>
        <source>to the banished cards</source>
        <translation>parmi les cartes bannies</translation>
    </message>
    <message>
        <source>into Occulto</source>
        <translation>en Occulto</translation>
    </message>
    <message>
        <source>on top of the deck</source>
        <translation>sur le dessus du deck</translation>
    </message>
    <message>
        <source>to the bottom of the deck</source>
        <translation>sous le deck</translation>
    </message>
    <message>
        <source>to the Evolution deck</source>
        <translation>dans le deck Evoluzioni</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Couvrir</translation>
    </message>
    <message>
        <source>Uncover</source>
        <translation>Découvrir</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Add a %1 counter</source>
        <translation>Ajouter un marqueur %1</translation>
    </message>
    <message>
        <source>Remove a %1 counter</source>
        <translation>Retirer un marqueur %1</translation>
    </message>
    <message>
        <source>%1: +1 Vita</source>
        <translation>%1 : +1 Vita</translation>
    </message>
    <message>
        <source>%1: −1 Vita</source>
        <translation>%1 : −1 Vita</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Shuffle your deck</source>
        <translation>Mélanger votre deck</translation>
    </message>
    <message>
        <source>By hand (for text without steps)</source>
        <translation>À la main (pour un texte sans étapes)</translation>
    </message>
    <message>
        <source>(nothing to see)</source>
        <translation>(rien à voir)</translation>
    </message>
    <message>
        <source>Pass the screen first: undo and redo wait for the next person.</source>
        <translation>Passez d&apos;abord l&apos;écran : annuler et rétablir attendent la personne suivante.</translation>
    </message>
    <message>
        <source>Stop in the phase {phase}</source>
        <translation>S&apos;arrêter dans la phase {phase}</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>Enregistrer la rediffusion…</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Leave the table (the game is autosaved)</source>
        <translation>Quitter la table (la partie est enregistrée automatiquement)</translation>
    </message>
    <message>
        <source>Leave this game? {name} wins.</source>
        <translation>Quitter cette partie ? {name} gagne.</translation>
    </message>
    <message>
        <source>The computer player failed: {why}</source>
        <translation>Le joueur ordinateur a échoué : {why}</translation>
    </message>
</context>
<context>
    <name>Formats</name>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>Infinity</source>
        <translation>Infinity</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Scellé</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Pack Rush</source>
        <translation>Pack Rush</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>{ability}: its condition is not met when it resolves, so it has no effect</source>
        <translation>{ability} : sa condition n&apos;est pas remplie au moment de la résolution, elle n&apos;a donc aucun effet</translation>
    </message>
    <message>
        <source>{ability} already resolved this turn: no effect</source>
        <translation>{ability} a déjà été résolue ce tour-ci : aucun effet</translation>
    </message>
    <message>
        <source>Damage counters can&apos;t be removed now, so none is moved</source>
        <translation>Les marqueurs de dommage ne peuvent pas être retirés pour l&apos;instant, aucun n&apos;est donc déplacé</translation>
    </message>
    <message>
        <source>Damage counters can&apos;t be removed now</source>
        <translation>Les marqueurs de dommage ne peuvent pas être retirés pour l&apos;instant</translation>
    </message>
    <message>
        <source>{player} conceded and leaves the game</source>
        <translation>{player} a abandonné et quitte la partie</translation>
    </message>
    <message>
        <source>{player} has no cards in their deck at the end of their turn and leaves the game</source>
        <translation>{player} n&apos;a plus de cartes dans sa pioche à la fin de son tour et quitte la partie</translation>
    </message>
    <message>
        <source>{player} pays {count} ⬡</source>
        <translation>{player} paie {count} ⬡</translation>
    </message>
    <message>
        <source>{player} can&apos;t lose lore now</source>
        <translation>{player} ne peut pas perdre de Lore pour l&apos;instant</translation>
    </message>
    <message>
        <source>{player} can&apos;t gain lore now</source>
        <translation>{player} ne peut pas gagner de Lore pour l&apos;instant</translation>
    </message>
    <message>
        <source>{player} puts the top card of their deck into their inkwell instead of an ink drop</source>
        <translation>{player} place la carte du dessus de sa pioche dans sa réserve d&apos;encre au lieu d&apos;une goutte d&apos;encre</translation>
    </message>
    <message>
        <source>{player} exerts every card in their inkwell</source>
        <translation>{player} épuise toutes les cartes de sa réserve d&apos;encre</translation>
    </message>
    <message>
        <source>{player} readies every card in their inkwell</source>
        <translation>{player} redresse toutes les cartes de sa réserve d&apos;encre</translation>
    </message>
    <message>
        <source>{ability} already resolved {times} times this turn: no effect</source>
        <translation>{ability} a déjà été résolue {times} fois ce tour-ci : aucun effet</translation>
    </message>
    <message>
        <source>{ability}: {count} ink can&apos;t be paid, so nothing more happens</source>
        <translation>{ability} : {count} ⬡ ne peuvent pas être payés, il ne se passe donc rien de plus</translation>
    </message>
    <message>
        <source>The effect: {count} ink can&apos;t be paid, so nothing more happens</source>
        <translation>L&apos;effet : {count} ⬡ ne peuvent pas être payés, il ne se passe donc rien de plus</translation>
    </message>
    <message>
        <source>{ability}: nothing can be exerted for it, so nothing more happens</source>
        <translation>{ability} : rien ne peut être épuisé pour la payer, il ne se passe donc rien de plus</translation>
    </message>
    <message>
        <source>The effect: nothing can be exerted for it, so nothing more happens</source>
        <translation>L&apos;effet : rien ne peut être épuisé pour le payer, il ne se passe donc rien de plus</translation>
    </message>
    <message>
        <source>{ability}: nothing can be banished for it, so nothing more happens</source>
        <translation>{ability} : rien ne peut être banni pour la payer, il ne se passe donc rien de plus</translation>
    </message>
    <message>
        <source>The effect: nothing can be banished for it, so nothing more happens</source>
        <translation>L&apos;effet : rien ne peut être banni pour le payer, il ne se passe donc rien de plus</translation>
    </message>
    <message>
        <source>{card}: opponents&apos; effects say no actions can be played</source>
        <translation>{card} : les effets des adversaires interdisent de jouer des actions</translation>
    </message>
    <message>
        <source>{card}: a character with its name was already played from the discard this turn</source>
        <translation>{card} : un personnage de ce nom a déjà été joué depuis la défausse ce tour-ci</translation>
    </message>
    <message>
        <source>{card} is not played: opponents&apos; effects say no actions can be played</source>
        <translation>{card} n&apos;est pas joué : les effets des adversaires interdisent de jouer des actions</translation>
    </message>
    <message>
        <source>{card} is not played: it can be played only after another character this turn</source>
        <translation>{card} n&apos;est pas joué : il ne peut être joué qu&apos;après un autre personnage ce tour-ci</translation>
    </message>
    <message>
        <source>{card} is not played: the condition on the card does not hold</source>
        <translation>{card} n&apos;est pas joué : la condition de la carte n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>{card} is not played: a character with its name was already played from the discard this turn</source>
        <translation>{card} n&apos;est pas joué : un personnage de ce nom a déjà été joué depuis la défausse ce tour-ci</translation>
    </message>
    <message>
        <source>{card} is not played: its player can&apos;t pay {cost} ink</source>
        <translation>{card} n&apos;est pas joué : son joueur ne peut pas payer {cost} ⬡</translation>
    </message>
    <message>
        <source>{card}: its named abilities are not automated yet</source>
        <translation>{card} : ses capacités nommées ne sont pas encore automatisées</translation>
    </message>
    <message>
        <source>The song is no longer in the discard: no effect</source>
        <translation>La chanson n&apos;est plus dans la défausse : aucun effet</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player} commence</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}</source>
        <translation>Tour {turn} : {player}</translation>
    </message>
    <message>
        <source>{player} keeps their hand</source>
        <translation>{player} garde sa main</translation>
    </message>
    <message>
        <source>{player} puts {count} cards back</source>
        <translation>{player} remet {count} cartes</translation>
    </message>
    <message>
        <source>{player} puts a card back</source>
        <translation>{player} remet une carte</translation>
    </message>
    <message>
        <source>Draw phase</source>
        <translation>phase de pioche</translation>
    </message>
    <message>
        <source>Recovery phase</source>
        <translation>phase de reprise</translation>
    </message>
    <message>
        <source>Main phase</source>
        <translation>phase principale</translation>
    </message>
    <message>
        <source>Battle phase</source>
        <translation>phase de bataille</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>phase de fin de tour</translation>
    </message>
    <message>
        <source>Mazzo</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Mano</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Occulto</source>
        <translation>Occulto</translation>
    </message>
    <message>
        <source>Etere</source>
        <translation>Etere</translation>
    </message>
    <message>
        <source>Campo</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Scarti</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Bandite</source>
        <translation>Bandite</translation>
    </message>
    <message>
        <source>Evoluzioni</source>
        <translation>Evoluzioni</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors du jeu</translation>
    </message>
    <message>
        <source>{player} concedes: {winner} wins</source>
        <translation>{player} abandonne : {winner} gagne</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader is at 0 Vita: {winner} wins</source>
        <translation>Le Leader de {player} est à 0 Vita : {winner} gagne</translation>
    </message>
    <message>
        <source>Both Leaders are at 0 Vita: a draw</source>
        <translation>Les deux Leaders sont à 0 Vita : match nul</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader {card} turns to its STATO DI EMERGENZA side</source>
        <translation>Le Leader {card} de {player} passe sur sa face STATO DI EMERGENZA</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (it attacked): {life} left</source>
        <translation>Le Leader de {player} perd {count} Vita (il a attaqué) : il en reste {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (it was attacked): {life} left</source>
        <translation>Le Leader de {player} perd {count} Vita (il a été attaqué) : il en reste {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (effect of {card}): {life} left</source>
        <translation>Le Leader de {player} perd {count} Vita (effet de {card}) : il en reste {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (no card to draw): {life} left</source>
        <translation>Le Leader de {player} perd {count} Vita (aucune carte à piocher) : il en reste {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (by hand): {life} left</source>
        <translation>Le Leader de {player} perd {count} Vita (à la main) : il en reste {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader gains {count} Vita: {life}</source>
        <translation>Le Leader de {player} gagne {count} Vita : {life}</translation>
    </message>
    <message>
        <source>The attack on {player}&apos;s Leader turns to the Vice Leader {card}</source>
        <translation>L&apos;attaque contre le Leader de {player} passe au Vice Leader {card}</translation>
    </message>
    <message>
        <source>{player} draws {count} cards</source>
        <translation>{player} pioche {count} cartes</translation>
    </message>
    <message>
        <source>{player} draws a card</source>
        <translation>{player} pioche une carte</translation>
    </message>
    <message>
        <source>the top of the deck</source>
        <translation>le dessus du deck</translation>
    </message>
    <message>
        <source>the bottom of the deck</source>
        <translation>le dessous du deck</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (no card to send from the deck): {life} left</source>
        <translation>Le Leader de {player} perd {count} Vita (aucune carte à envoyer depuis le deck) : il en reste {life}</translation>
    </message>
    <message>
        <source>{player} sends {card} from the top of the deck to the discard pile</source>
        <translation>{player} envoie {card} du dessus du deck à la défausse</translation>
    </message>
    <message>
        <source>Turn {turn}, {player}: {phase}</source>
        <translation>Tour {turn}, {player} : {phase}</translation>
    </message>
    <message>
        <source>Recovery: covered cards turn face up; {count} card(s) go back from Occulto to their owners&apos; hands</source>
        <translation>Reprise : les cartes couvertes sont découvertes ; {count} carte(s) reviennent de l&apos;Occulto dans la main de leurs propriétaires</translation>
    </message>
    <message>
        <source>{player} declares the end of the Main phase</source>
        <translation>{player} déclare la fin de la phase principale</translation>
    </message>
    <message>
        <source>{player} declares the end of the Main phase (no Battle phase)</source>
        <translation>{player} déclare la fin de la phase principale (sans phase de bataille)</translation>
    </message>
    <message>
        <source>{player} declares the end of the attacks</source>
        <translation>{player} déclare la fin des attaques</translation>
    </message>
    <message>
        <source>{player} declares the end of the turn</source>
        <translation>{player} déclare la fin du tour</translation>
    </message>
    <message>
        <source>{player} declares the change of phase</source>
        <translation>{player} déclare le changement de phase</translation>
    </message>
    <message>
        <source>Battle sub-phase 2</source>
        <translation>Sous-phase de bataille 2</translation>
    </message>
    <message>
        <source>The turn will end once the chains are resolved</source>
        <translation>Le tour se terminera une fois les chaînes résolues</translation>
    </message>
    <message>
        <source>{player} plays the Evoluzione {card}</source>
        <translation>{player} joue l&apos;Evoluzione {card}</translation>
    </message>
    <message>
        <source>{player} activates {link}</source>
        <translation>{player} active {link}</translation>
    </message>
    <message>
        <source>{player} uses the Leader effect of {card}</source>
        <translation>{player} utilise l&apos;effet Leader de {card}</translation>
    </message>
    <message>
        <source>{player} reveals {card} from the hand (RIVELA)</source>
        <translation>{player} révèle {card} depuis sa main (RIVELA)</translation>
    </message>
    <message>
        <source>{player} pays: covers {count} card(s)</source>
        <translation>{player} paie : couvre {count} carte(s)</translation>
    </message>
    <message>
        <source>{player} pays: puts {hidden} card(s) from the hand into Occulto</source>
        <translation>{player} paie : met {hidden} carte(s) de sa main en Occulto</translation>
    </message>
    <message>
        <source>{player} pays: covers {count} card(s) and puts {hidden} card(s) from the hand into Occulto</source>
        <translation>{player} paie : couvre {count} carte(s) et met {hidden} carte(s) de sa main en Occulto</translation>
    </message>
    <message>
        <source>{player} sacrifices {cards}</source>
        <translation>{player} sacrifie {cards}</translation>
    </message>
    <message>
        <source>{player} banishes the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} bannit le Vice Leader {card} pour jouer une Evoluzione Vice Leader</translation>
    </message>
    <message>
        <source>{player} sacrifices the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} sacrifie le Vice Leader {card} pour jouer une Evoluzione Vice Leader</translation>
    </message>
    <message>
        <source>{player} destroys the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} détruit le Vice Leader {card} pour jouer une Evoluzione Vice Leader</translation>
    </message>
    <message>
        <source>{card} cannot coexist with the Vice Leader already there: it goes to the discard pile</source>
        <translation>{card} ne peut pas coexister avec le Vice Leader déjà présent : elle va à la défausse</translation>
    </message>
    <message>
        <source>{card} enters the Field</source>
        <translation>{card} entre dans le Campo</translation>
    </message>
    <message>
        <source>{card} enters the Field covered</source>
        <translation>{card} entre couverte dans le Campo</translation>
    </message>
    <message>
        <source>STATO DI EMERGENZA: {link} starts a new chain</source>
        <translation>STATO DI EMERGENZA : {link} lance une nouvelle chaîne</translation>
    </message>
    <message>
        <source>{link} waits for the parallel chain</source>
        <translation>{link} attend la chaîne parallèle</translation>
    </message>
    <message>
        <source>{player} adds {link} to the chain</source>
        <translation>{player} ajoute {link} à la chaîne</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passe</translation>
    </message>
    <message>
        <source>Both players passed: the chain resolves</source>
        <translation>Les deux joueurs ont passé : la chaîne se résout</translation>
    </message>
    <message>
        <source>The parallel chain becomes a new chain: {links}</source>
        <translation>La chaîne parallèle devient une nouvelle chaîne : {links}</translation>
    </message>
    <message>
        <source>{card}: {keyword} is negated (the card moved or was covered)</source>
        <translation>{card} : {keyword} est annulé (la carte a bougé ou a été couverte)</translation>
    </message>
    <message>
        <source>{player} does not use {link}</source>
        <translation>{player} n&apos;utilise pas {link}</translation>
    </message>
    <message>
        <source>{link}: no legal target, so it is not activated</source>
        <translation>{link} : aucune cible valide, donc il n&apos;est pas activé</translation>
    </message>
    <message>
        <source>{player} removes a RABBIA counter from {card}</source>
        <translation>{player} retire un marqueur RABBIA de {card}</translation>
    </message>
    <message>
        <source>Resolving {link}</source>
        <translation>Résolution de {link}</translation>
    </message>
    <message>
        <source>{card} is no longer in Etere: nothing happens</source>
        <translation>{card} n&apos;est plus en Etere : rien ne se passe</translation>
    </message>
    <message>
        <source>{card} was covered in Etere: it goes to the discard pile</source>
        <translation>{card} a été couverte en Etere : elle va à la défausse</translation>
    </message>
    <message>
        <source>{card}: resolve its text by hand: {text}</source>
        <translation>{card} : résolvez son texte à la main : {text}</translation>
    </message>
    <message>
        <source>{card}: a target is gone, so its effect does not resolve</source>
        <translation>{card} : une cible a disparu, donc son effet ne se résout pas</translation>
    </message>
    <message>
        <source>{link} is negated</source>
        <translation>{link} est annulé</translation>
    </message>
    <message>
        <source>{link}: resolve its text by hand: {text}</source>
        <translation>{link} : résolvez son texte à la main : {text}</translation>
    </message>
    <message>
        <source>{link}: a target is gone, so the effect does not resolve</source>
        <translation>{link} : une cible a disparu, donc l&apos;effet ne se résout pas</translation>
    </message>
    <message>
        <source>{card} is covered (COPRI)</source>
        <translation>{card} est couverte (COPRI)</translation>
    </message>
    <message>
        <source>{player} declares an attack: {card} on {target}</source>
        <translation>{player} déclare une attaque : {card} sur {target}</translation>
    </message>
    <message>
        <source>The attacker left the Field: the attack ends</source>
        <translation>L&apos;attaquant a quitté le Campo : l&apos;attaque prend fin</translation>
    </message>
    <message>
        <source>The attack lost its target: no damage calculation</source>
        <translation>L&apos;attaque a perdu sa cible : pas de calcul des dégâts</translation>
    </message>
    <message>
        <source>{card} is covered (it declared the attack)</source>
        <translation>{card} est couverte (elle a déclaré l&apos;attaque)</translation>
    </message>
    <message>
        <source>Damage calculation: {card} {strength} against {target} {target_strength}</source>
        <translation>Calcul des dégâts : {card} {strength} contre {target} {target_strength}</translation>
    </message>
    <message>
        <source>{card} has DIO: it stays</source>
        <translation>{card} a DIO : elle reste</translation>
    </message>
    <message>
        <source>{card} is destroyed in battle</source>
        <translation>{card} est détruite au combat</translation>
    </message>
    <message>
        <source>{card} is covered after the battle</source>
        <translation>{card} est couverte après le combat</translation>
    </message>
    <message>
        <source>GUARDIA: nothing to change</source>
        <translation>GUARDIA : rien à changer</translation>
    </message>
    <message>
        <source>GUARDIA: the attack is not on its Leader or Vice Leader</source>
        <translation>GUARDIA : l&apos;attaque ne vise pas son Leader ou son Vice Leader</translation>
    </message>
    <message>
        <source>GUARDIA: the attack turns to {card}</source>
        <translation>GUARDIA : l&apos;attaque passe à {card}</translation>
    </message>
    <message>
        <source>{player} discards {cards}</source>
        <translation>{player} défausse {cards}</translation>
    </message>
    <message>
        <source>{player} puts {count} card(s) into Occulto</source>
        <translation>{player} met {count} carte(s) en Occulto</translation>
    </message>
    <message>
        <source>{player} searches the deck and shows {cards}</source>
        <translation>{player} cherche dans son deck et montre {cards}</translation>
    </message>
    <message>
        <source>{player} makes a Reliquia {card} and shuffles it into the deck</source>
        <translation>{player} crée une Reliquia {card} et la mélange dans son deck</translation>
    </message>
    <message>
        <source>{card} goes on top of its owner&apos;s deck</source>
        <translation>{card} va sur le dessus du deck de son propriétaire</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of its owner&apos;s deck</source>
        <translation>{card} va sous le deck de son propriétaire</translation>
    </message>
    <message>
        <source>{card} is shuffled into its owner&apos;s deck</source>
        <translation>{card} est mélangée dans le deck de son propriétaire</translation>
    </message>
    <message>
        <source>{player} plays {card} by an effect, without paying its Costo</source>
        <translation>{player} joue {card} grâce à un effet, sans payer son Costo</translation>
    </message>
    <message>
        <source>{player} makes a Pedina {card} in Etere</source>
        <translation>{player} crée une Pedina {card} en Etere</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader already used an effect this turn</source>
        <translation>Le Leader de {player} a déjà utilisé un effet ce tour-ci</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader may attack</source>
        <translation>Le Leader de {player} peut attaquer</translation>
    </message>
    <message>
        <source>{card} is destroyed</source>
        <translation>{card} est détruite</translation>
    </message>
    <message>
        <source>{card} is covered</source>
        <translation>{card} est couverte</translation>
    </message>
    <message>
        <source>{card} is uncovered</source>
        <translation>{card} est découverte</translation>
    </message>
    <message>
        <source>{card} goes back to its owner&apos;s hand</source>
        <translation>{card} retourne dans la main de son propriétaire</translation>
    </message>
    <message>
        <source>{card} goes back to its owner&apos;s zone</source>
        <translation>{card} retourne dans la zone de son propriétaire</translation>
    </message>
    <message>
        <source>{card} goes into its owner&apos;s Evolution deck</source>
        <translation>{card} va dans le deck Evoluzioni de son propriétaire</translation>
    </message>
    <message>
        <source>{card}: +{amount} strength</source>
        <translation>{card} : +{amount} de force</translation>
    </message>
    <message>
        <source>{card}: −{amount} strength</source>
        <translation>{card} : −{amount} de force</translation>
    </message>
    <message>
        <source>{card} has strength {amount}</source>
        <translation>{card} a une force de {amount}</translation>
    </message>
    <message>
        <source>{card} gets {count} {counter} counter(s)</source>
        <translation>{card} reçoit {count} marqueur(s) {counter}</translation>
    </message>
    <message>
        <source>{player} takes control of {card}</source>
        <translation>{player} prend le contrôle de {card}</translation>
    </message>
    <message>
        <source>{card} goes to the discard pile (two Vice Leader cannot coexist)</source>
        <translation>{card} va à la défausse (deux Vice Leaders ne peuvent pas coexister)</translation>
    </message>
    <message>
        <source>{card} becomes {player}&apos;s Vice Leader</source>
        <translation>{card} devient le Vice Leader de {player}</translation>
    </message>
    <message>
        <source>The effects of {card} are negated</source>
        <translation>Les effets de {card} sont annulés</translation>
    </message>
    <message>
        <source>{card} gains {keyword}</source>
        <translation>{card} gagne {keyword}</translation>
    </message>
    <message>
        <source>{card} may declare {count} more attack(s) this turn</source>
        <translation>{card} peut déclarer {count} attaque(s) de plus ce tour-ci</translation>
    </message>
    <message>
        <source>{card} is transformed into {into}</source>
        <translation>{card} est transformée en {into}</translation>
    </message>
    <message>
        <source>{card} is transformed</source>
        <translation>{card} est transformée</translation>
    </message>
    <message>
        <source>{card} goes back to {to}</source>
        <translation>{card} retourne à {to}</translation>
    </message>
    <message>
        <source>{player} covers {card} by hand</source>
        <translation>{player} couvre {card} à la main</translation>
    </message>
    <message>
        <source>{player} uncovers {card} by hand</source>
        <translation>{player} découvre {card} à la main</translation>
    </message>
    <message>
        <source>{player} moves {card} from {src} to {zone} by hand</source>
        <translation>{player} déplace {card} de {src} vers {zone} à la main</translation>
    </message>
    <message>
        <source>{player} moves a card from {src} to {zone} by hand</source>
        <translation>{player} déplace une carte de {src} vers {zone} à la main</translation>
    </message>
    <message>
        <source>{player} changes the {counter} counters of {card} by {amount}</source>
        <translation>{player} modifie les marqueurs {counter} de {card} de {amount}</translation>
    </message>
    <message>
        <source>{player} puts {card} into their inkwell</source>
        <translation>{player} place {card} dans sa réserve d&apos;encre</translation>
    </message>
    <message>
        <source>{player} puts a card into their inkwell</source>
        <translation>{player} place une carte dans sa réserve d&apos;encre</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} joue {card}</translation>
    </message>
    <message>
        <source>{player} shifts {card} onto {base}</source>
        <translation>{player} joue {card} avec Alter sur {base}</translation>
    </message>
    <message>
        <source>{singers} sing {card}</source>
        <translation>{singers} chantent {card}</translation>
    </message>
    <message>
        <source>{singers} sings {card}</source>
        <translation>{singers} chante {card}</translation>
    </message>
    <message>
        <source>{card} quests</source>
        <translation>{card} part à l&apos;aventure</translation>
    </message>
    <message>
        <source>{player} gains {count} lore</source>
        <translation>{player} gagne {count} Lore</translation>
    </message>
    <message>
        <source>{player} gains 1 lore</source>
        <translation>{player} gagne 1 Lore</translation>
    </message>
    <message>
        <source>{player} loses {count} lore</source>
        <translation>{player} perd {count} Lore</translation>
    </message>
    <message>
        <source>{player} loses 1 lore</source>
        <translation>{player} perd 1 Lore</translation>
    </message>
    <message>
        <source>{card} challenges {target}</source>
        <translation>{card} défie {target}</translation>
    </message>
    <message>
        <source>{card} is dealt {count} damage</source>
        <translation>{card} subit {count} dommages</translation>
    </message>
    <message>
        <source>{card} is dealt 1 damage</source>
        <translation>{card} subit 1 dommage</translation>
    </message>
    <message>
        <source>{count} damage put on {card}</source>
        <translation>{count} dommages placés sur {card}</translation>
    </message>
    <message>
        <source>1 damage put on {card}</source>
        <translation>1 dommage placé sur {card}</translation>
    </message>
    <message>
        <source>{count} damage removed from {card}</source>
        <translation>{count} dommages retirés de {card}</translation>
    </message>
    <message>
        <source>1 damage removed from {card}</source>
        <translation>1 dommage retiré de {card}</translation>
    </message>
    <message>
        <source>{count} damage moved to {card}</source>
        <translation>{count} dommages déplacés sur {card}</translation>
    </message>
    <message>
        <source>1 damage moved to {card}</source>
        <translation>1 dommage déplacé sur {card}</translation>
    </message>
    <message>
        <source>{count} damage to {card} is prevented</source>
        <translation>{count} dommages à {card} sont évités</translation>
    </message>
    <message>
        <source>1 damage to {card} is prevented</source>
        <translation>1 dommage à {card} est évité</translation>
    </message>
    <message>
        <source>{card} is banished</source>
        <translation>{card} est banni</translation>
    </message>
    <message>
        <source>{card} returns to {owner}&apos;s hand</source>
        <translation>{card} retourne dans la main de {owner}</translation>
    </message>
    <message>
        <source>{card} goes to {owner}&apos;s discard</source>
        <translation>{card} va dans la défausse de {owner}</translation>
    </message>
    <message>
        <source>A card of {owner} moves from their {src} to their {dst}</source>
        <translation>Une carte de {owner} va de sa {src} à sa {dst}</translation>
    </message>
    <message>
        <source>{card} moves to {location}</source>
        <translation>{card} se déplace vers {location}</translation>
    </message>
    <message>
        <source>{player} boosts {card}: a card goes face down under it</source>
        <translation>{player} booste {card} : une carte passe face cachée sous elle</translation>
    </message>
    <message>
        <source>{player} uses {card}: {ability}</source>
        <translation>{player} utilise {card} : {ability}</translation>
    </message>
    <message>
        <source>{card}: {ability} triggers</source>
        <translation>{card} : {ability} se déclenche</translation>
    </message>
    <message>
        <source>{card}: {ability} has no effect</source>
        <translation>{card} : {ability} n&apos;a aucun effet</translation>
    </message>
    <message>
        <source>{player} shuffles their deck</source>
        <translation>{player} mélange sa pioche</translation>
    </message>
    <message>
        <source>{player} names {name}</source>
        <translation>{player} nomme {name}</translation>
    </message>
    <message>
        <source>{player} reveals {cards}</source>
        <translation>{player} révèle {cards}</translation>
    </message>
    <message>
        <source>{player} puts {count} cards on the bottom of their deck</source>
        <translation>{player} place {count} cartes sous sa pioche</translation>
    </message>
    <message>
        <source>{player} puts a card on the bottom of their deck</source>
        <translation>{player} place une carte sous sa pioche</translation>
    </message>
    <message>
        <source>{player} ends their turn</source>
        <translation>{player} termine son tour</translation>
    </message>
    <message>
        <source>{player} leaves the game ({why})</source>
        <translation>{player} quitte la partie ({why})</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} gagne la partie</translation>
    </message>
    <message>
        <source>{player} gets {count} ink drops</source>
        <translation>{player} reçoit {count} gouttes d&apos;encre</translation>
    </message>
    <message>
        <source>{player} gets an ink drop</source>
        <translation>{player} reçoit une goutte d&apos;encre</translation>
    </message>
    <message>
        <source>{player} removes {count} ink drops to pay</source>
        <translation>{player} retire {count} gouttes d&apos;encre pour payer</translation>
    </message>
    <message>
        <source>{player} removes an ink drop to pay</source>
        <translation>{player} retire une goutte d&apos;encre pour payer</translation>
    </message>
    <message>
        <source>Manual ability now: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Capacité manuelle maintenant : {card}, {ability} : résolvez-la avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual ability: {card} was played: {ability} is resolved with the manual tools</source>
        <translation>Capacité manuelle : {card} a été joué : {ability} se résout avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual ability: {card}, {ability} was used: resolve its effect with the manual tools</source>
        <translation>Capacité manuelle : {card}, {ability} a été utilisée : résolvez son effet avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual ability: {card} quests: resolve {ability} with the manual tools</source>
        <translation>Capacité manuelle : {card} part à l&apos;aventure : résolvez {ability} avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual ability: {card} challenges: resolve {ability} with the manual tools</source>
        <translation>Capacité manuelle : {card} défie : résolvez {ability} avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual ability: {card} is challenged: resolve {ability} with the manual tools</source>
        <translation>Capacité manuelle : {card} est défié : résolvez {ability} avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual ability: {card} is banished: resolve {ability} with the manual tools</source>
        <translation>Capacité manuelle : {card} est banni : résolvez {ability} avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual ability at the start of the turn: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Capacité manuelle au début du tour : {card}, {ability} : résolvez-la avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual ability at the end of the turn: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Capacité manuelle à la fin du tour : {card}, {ability} : résolvez-la avec les outils manuels</translation>
    </message>
    <message>
        <source>Manual: {player} puts {count} damage on {card}</source>
        <translation>Manuel : {player} place {count} dommages sur {card}</translation>
    </message>
    <message>
        <source>Manual: {player} puts 1 damage on {card}</source>
        <translation>Manuel : {player} place 1 dommage sur {card}</translation>
    </message>
    <message>
        <source>Manual: {player} removes {count} damage from {card}</source>
        <translation>Manuel : {player} retire {count} dommages de {card}</translation>
    </message>
    <message>
        <source>Manual: {player} removes 1 damage from {card}</source>
        <translation>Manuel : {player} retire 1 dommage de {card}</translation>
    </message>
    <message>
        <source>Manual: {player} gains {count} lore</source>
        <translation>Manuel : {player} gagne {count} Lore</translation>
    </message>
    <message>
        <source>Manual: {player} gains 1 lore</source>
        <translation>Manuel : {player} gagne 1 Lore</translation>
    </message>
    <message>
        <source>Manual: {player} loses {count} lore</source>
        <translation>Manuel : {player} perd {count} Lore</translation>
    </message>
    <message>
        <source>Manual: {player} loses 1 lore</source>
        <translation>Manuel : {player} perd 1 Lore</translation>
    </message>
    <message>
        <source>Manual: {card} is exerted</source>
        <translation>Manuel : {card} est épuisé</translation>
    </message>
    <message>
        <source>Manual: {card} is readied</source>
        <translation>Manuel : {card} est redressé</translation>
    </message>
    <message>
        <source>Manual: {player} moves {card} from their {src} to their {dst}</source>
        <translation>Manuel : {player} déplace {card} de sa {src} à sa {dst}</translation>
    </message>
    <message>
        <source>Manual: {player} moves a card from their {src} to their {dst}</source>
        <translation>Manuel : {player} déplace une carte de sa {src} à sa {dst}</translation>
    </message>
    <message>
        <source>Manual: {player} draws a card</source>
        <translation>Manuel : {player} pioche une carte</translation>
    </message>
    <message>
        <source>Manual: {player} shuffles their deck</source>
        <translation>Manuel : {player} mélange sa pioche</translation>
    </message>
    <message>
        <source>Manual: {player} looks at the top card of their deck</source>
        <translation>Manuel : {player} regarde la carte du dessus de sa pioche</translation>
    </message>
    <message>
        <source>Manual: {player} moves {card} from play to {owner}&apos;s {dst}</source>
        <translation>Manuel : {player} déplace {card} du jeu vers la {dst} de {owner}</translation>
    </message>
    <message>
        <source>Manual: {player} notes on {card}: “{text}”</source>
        <translation>Manuel : {player} note sur {card} : « {text} »</translation>
    </message>
    <message>
        <source>Manual: {player} takes the note off {card}</source>
        <translation>Manuel : {player} retire la note de {card}</translation>
    </message>
    <message>
        <source>Manual: {player} gets {count} ink drops</source>
        <translation>Manuel : {player} reçoit {count} gouttes d&apos;encre</translation>
    </message>
    <message>
        <source>Manual: {player} gets 1 ink drop</source>
        <translation>Manuel : {player} reçoit 1 goutte d&apos;encre</translation>
    </message>
    <message>
        <source>Manual: {player} loses {count} ink drops</source>
        <translation>Manuel : {player} perd {count} gouttes d&apos;encre</translation>
    </message>
    <message>
        <source>Manual: {player} loses 1 ink drop</source>
        <translation>Manuel : {player} perd 1 goutte d&apos;encre</translation>
    </message>
    <message>
        <source>Manual: {card} moves to {location}</source>
        <translation>Manuel : {card} se déplace vers {location}</translation>
    </message>
    <message>
        <source>Manual: {card} leaves its location</source>
        <translation>Manuel : {card} quitte son lieu</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>play</source>
        <translation>zone de jeu</translation>
    </message>
    <message>
        <source>inkwell</source>
        <translation>réserve d&apos;encre</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>défausse</translation>
    </message>
    <message>
        <source>deck (on top)</source>
        <translation>pioche (dessus)</translation>
    </message>
    <message>
        <source>deck (at the bottom)</source>
        <translation>pioche (dessous)</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>a abandonné</translation>
    </message>
    <message>
        <source>has no cards in their deck at the end of their turn</source>
        <translation>n&apos;a plus de cartes dans sa pioche à la fin de son tour</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>cards whose name, version, classifications or rules text contain the word</source>
        <translation>les cartes dont le nom, la version, les classifications ou le texte de règles contiennent le mot (aussi en français, si vous avez importé les données des cartes françaises)</translation>
    </message>
    <message>
        <source>a phrase, in quotes</source>
        <translation>une expression, entre guillemets</translation>
    </message>
    <message>
        <source>cards of that ink (amber, amethyst, emerald, ruby, sapphire, steel); ink:amber ink:steel = both inks</source>
        <translation>les cartes de cette encre (amber, amethyst, emerald, ruby, sapphire, steel, ou en français : ambre, améthyste, émeraude, rubis, saphir, acier) ; ink:amber ink:steel = les deux encres</translation>
    </message>
    <message>
        <source>compare the cost; also strength (str), willpower (will), lore, move</source>
        <translation>compare le coût ; aussi la force (str), la volonté (will), le Lore (lore), le déplacement (move)</translation>
    </message>
    <message>
        <source>character, action, song, item or location</source>
        <translation>character, action, song, item ou location (ou personnage, action, chanson, objet, lieu)</translation>
    </message>
    <message>
        <source>a keyword; keyword:shift finds every Shift</source>
        <translation>un mot-clé, en anglais ou en français (keyword:rempart) ; keyword:shift trouve tous les Alter</translation>
    </message>
    <message>
        <source>a classification (Hero, Princess, Storyborn, ...)</source>
        <translation>une classification (Héros, Princesse, Storyborn, ...)</translation>
    </message>
    <message>
        <source>a set by number, or a promo group</source>
        <translation>un set par son numéro, ou un groupe de promos</translation>
    </message>
    <message>
        <source>a rarity (common, uncommon, rare, super rare, legendary, enchanted)</source>
        <translation>une rareté (common, uncommon, rare, super rare, legendary, enchanted, ou en français : commune, rare, légendaire...)</translation>
    </message>
    <message>
        <source>legal in Core (or infinity)</source>
        <translation>légale en Core (ou infinity)</translation>
    </message>
    <message>
        <source>whether the card can go in the inkwell</source>
        <translation>si la carte peut aller dans la réserve d&apos;encre</translation>
    </message>
    <message>
        <source>a leading minus turns a filter around: everything but songs</source>
        <translation>un moins devant inverse un filtre : tout sauf les chansons</translation>
    </message>
    <message>
        <source>The search boxes of the Catalog, Decks and Collection tabs read words and filters; every filter must hold. Case does not matter. The filter controls under the box write the same filters for you. A query with mistakes lists every mistake and shows no cards.</source>
        <translation>Les zones de recherche des onglets Catalogue, Decks et Collection lisent des mots et des filtres ; chaque filtre doit être vrai. Les majuscules ne comptent pas. Les contrôles sous la zone écrivent les mêmes filtres pour vous. Une recherche avec des erreurs liste chaque erreur et ne montre aucune carte.</translation>
    </message>
    <message>
        <source>Example: ink:ruby cost&lt;=3 type:character keyword:rush</source>
        <translation>Exemple : ink:ruby cost&lt;=3 type:character keyword:rush</translation>
    </message>
    <message>
        <source>Search syntax</source>
        <translation>Syntaxe de recherche</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>cette aide</translation>
    </message>
    <message>
        <source>a new deck (in the Decks tab)</source>
        <translation>un nouveau deck (dans l&apos;onglet Decks)</translation>
    </message>
    <message>
        <source>save the deck</source>
        <translation>enregistrer le deck</translation>
    </message>
    <message>
        <source>undo the last change to the deck</source>
        <translation>annuler le dernier changement du deck</translation>
    </message>
    <message>
        <source>go to the search box (Decks tab)</source>
        <translation>aller à la zone de recherche (onglet Decks)</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>quitter</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Anywhere in the window:</source>
        <translation>Partout dans la fenêtre :</translation>
    </message>
    <message>
        <source>Rest the pointer on a row</source>
        <translation>Laisser le pointeur sur une ligne</translation>
    </message>
    <message>
        <source>the card enlarged</source>
        <translation>la carte en grand</translation>
    </message>
    <message>
        <source>Double-click a row</source>
        <translation>Double-cliquer une ligne</translation>
    </message>
    <message>
        <source>add the card to the deck open in the Decks tab</source>
        <translation>ajouter la carte au deck ouvert dans l&apos;onglet Decks</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>Clic droit</translation>
    </message>
    <message>
        <source>add one or a playset to the deck, show enlarged</source>
        <translation>en ajouter une ou un playset au deck, afficher en grand</translation>
    </message>
    <message>
        <source>Click a column title</source>
        <translation>Cliquer le titre d&apos;une colonne</translation>
    </message>
    <message>
        <source>sort by that column (click again to reverse)</source>
        <translation>trier selon cette colonne (cliquer à nouveau pour inverser)</translation>
    </message>
    <message>
        <source>Catalog tab</source>
        <translation>Onglet Catalogue</translation>
    </message>
    <message>
        <source>In the Catalog tab:</source>
        <translation>Dans l&apos;onglet Catalogue :</translation>
    </message>
    <message>
        <source>Double-click a card, + or Enter</source>
        <translation>Double-cliquer une carte, + ou Entrée</translation>
    </message>
    <message>
        <source>one more copy in the deck</source>
        <translation>un exemplaire de plus dans le deck</translation>
    </message>
    <message>
        <source>- , Delete or Backspace</source>
        <translation>- , Suppr ou Retour arrière</translation>
    </message>
    <message>
        <source>one copy fewer</source>
        <translation>un exemplaire de moins</translation>
    </message>
    <message>
        <source>Drag a card onto the deck list</source>
        <translation>Glisser une carte sur la liste du deck</translation>
    </message>
    <message>
        <source>one more copy; drag a deck card back to take one out</source>
        <translation>un exemplaire de plus ; glissez une carte du deck dans l&apos;autre sens pour en retirer un</translation>
    </message>
    <message>
        <source>Double-click a deck card</source>
        <translation>Double-cliquer une carte du deck</translation>
    </message>
    <message>
        <source>Rest the pointer on a card</source>
        <translation>Laisser le pointeur sur une carte</translation>
    </message>
    <message>
        <source>Click a deck card</source>
        <translation>Cliquer une carte du deck</translation>
    </message>
    <message>
        <source>shows the card beside the list</source>
        <translation>montre la carte à côté de la liste</translation>
    </message>
    <message>
        <source>a playset, the sideboard, every copy out</source>
        <translation>un playset, la réserve, tous les exemplaires dehors</translation>
    </message>
    <message>
        <source>Decks tab</source>
        <translation>Onglet Decks</translation>
    </message>
    <message>
        <source>In the Decks tab:</source>
        <translation>Dans l&apos;onglet Decks :</translation>
    </message>
    <message>
        <source>+ / -</source>
        <translation>+ / -</translation>
    </message>
    <message>
        <source>one normal copy more or fewer of the selected printing</source>
        <translation>un exemplaire normal de plus ou de moins de l&apos;impression choisie</translation>
    </message>
    <message>
        <source>Ctrl + / Ctrl -</source>
        <translation>Ctrl + / Ctrl -</translation>
    </message>
    <message>
        <source>one foil copy more or fewer</source>
        <translation>un exemplaire brillant de plus ou de moins</translation>
    </message>
    <message>
        <source>Double-click a count</source>
        <translation>Double-cliquer un nombre</translation>
    </message>
    <message>
        <source>type the number you own</source>
        <translation>tapez combien vous en avez</translation>
    </message>
    <message>
        <source>Collection tab</source>
        <translation>Onglet Collection</translation>
    </message>
    <message>
        <source>In the Collection tab:</source>
        <translation>Dans l&apos;onglet Collection :</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Lorcana Desktop help</source>
        <translation>Aide de Lorcana Desktop</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Fermer l&apos;aide</translation>
    </message>
</context>
<context>
    <name>LabWindow</name>
    <message>
        <source>%1 (%2 of %3; 95% interval %4 to %5)</source>
        <translation>%1 (%2 sur %3 ; intervalle à 95 % de %4 à %5)</translation>
    </message>
    <message>
        <source>by lore</source>
        <translation>par le lore</translation>
    </message>
    <message>
        <source>by an empty deck</source>
        <translation>par pioche vide</translation>
    </message>
    <message>
        <source>by concession</source>
        <translation>par abandon</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>On the play</source>
        <translation>En premier</translation>
    </message>
    <message>
        <source>On the draw</source>
        <translation>En second</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durée des parties</translation>
    </message>
    <message>
        <source>%1 turns on average (median %2)</source>
        <translation>%1 tours en moyenne (médiane %2)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Opening hands</source>
        <translation>Mains de départ</translation>
    </message>
    <message>
        <source>%1 of their cards inkable</source>
        <translation>%1 de leurs cartes encrables</translation>
    </message>
    <message>
        <source>Missed ink drops</source>
        <translation>Encre manquée</translation>
    </message>
    <message>
        <source>in %1 of %2 games, on one of its first 4 turns</source>
        <translation>dans %1 parties sur %2, lors de l&apos;un de ses 4 premiers tours</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevées</translation>
    </message>
    <message>
        <source>the same cards</source>
        <translation>les mêmes cartes</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) changed</source>
        <translation>
            <numerusform>%n carte changée</numerusform>
            <numerusform>%n cartes changées</numerusform>
        </translation>
    </message>
    <message>
        <source>Last run (%1, %2): %3, now %4 (%5 points)</source>
        <translation>Essai précédent (%1, %2) : %3, maintenant %4 (%5 points)</translation>
    </message>
    <message>
        <source>Test this deck: %1</source>
        <translation>Tester ce deck : %1</translation>
    </message>
    <message>
        <source>The decks to play against: the preconstructed decks and your saved decks</source>
        <translation>Les decks à affronter : les decks préconstruits et vos decks enregistrés</translation>
    </message>
    <message>
        <source>Preconstructed deck</source>
        <translation>Deck préconstruit</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Votre deck</translation>
    </message>
    <message>
        <source>The computer plays both decks at this level</source>
        <translation>L&apos;ordinateur joue les deux decks à ce niveau</translation>
    </message>
    <message>
        <source>Games against each deck, half on the play and half on the draw</source>
        <translation>Parties contre chaque deck, la moitié en commençant et la moitié en second</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Play the games on every core of this computer</source>
        <translation>Jouer les parties sur tous les cœurs de cet ordinateur</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <source>Games per deck:</source>
        <translation>Parties par deck :</translation>
    </message>
    <message>
        <source>Play against</source>
        <translation>Affronter</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Essais précédents</translation>
    </message>
    <message>
        <source>Double-click a run to show its results</source>
        <translation>Double-cliquez sur un essai pour voir ses résultats</translation>
    </message>
    <message>
        <source>Choose the decks to play against, then Start.</source>
        <translation>Choisissez les decks à affronter, puis Lancer.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the run; nothing is kept</source>
        <translation>Arrêter l&apos;essai ; rien n&apos;est conservé</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Détails…</translation>
    </message>
    <message>
        <source>What went wrong, for a bug report</source>
        <translation>Ce qui s&apos;est mal passé, pour un rapport de bogue</translation>
    </message>
    <message>
        <source>The results show here when the run ends.</source>
        <translation>Les résultats s&apos;affichent ici à la fin de l&apos;essai.</translation>
    </message>
    <message>
        <source>Win rate per deck, with its 95% interval</source>
        <translation>Taux de victoire par deck, avec son intervalle à 95 %</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Piochée</translation>
    </message>
    <message>
        <source>Won if drawn</source>
        <translation>Gagnées si piochée</translation>
    </message>
    <message>
        <source>Won if not</source>
        <translation>Gagnées sinon</translation>
    </message>
    <message>
        <source>Won if played</source>
        <translation>Gagnées si jouée</translation>
    </message>
    <message>
        <source>Turn played</source>
        <translation>Tour joué</translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation>Le nom de la carte</translation>
    </message>
    <message>
        <source>Games in which it reached the hand (the opening hand included)</source>
        <translation>Parties où elle est arrivée en main (main de départ comprise)</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it drew the card</source>
        <translation>Le taux de victoire du deck dans les parties où il a pioché la carte</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it did not draw the card</source>
        <translation>Le taux de victoire du deck dans les parties où il n&apos;a pas pioché la carte</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it played the card</source>
        <translation>Le taux de victoire du deck dans les parties où il a joué la carte</translation>
    </message>
    <message>
        <source>The deck&apos;s own turn on which it usually played the card first (the median)</source>
        <translation>Le tour du deck où il a d&apos;habitude joué la carte la première fois (la médiane)</translation>
    </message>
    <message>
        <source>How much more the deck won when it drew the card</source>
        <translation>De combien le deck a gagné plus souvent quand il a pioché la carte</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Lore</source>
        <translation>Lore</translation>
    </message>
    <message>
        <source>Double-click a game to watch it in the replay viewer</source>
        <translation>Double-cliquez sur une partie pour la regarder dans le lecteur de replays</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message numerus="yes">
        <source>Starting %n process(es)…</source>
        <translation>
            <numerusform>Lancement de %n processus…</numerusform>
            <numerusform>Lancement de %n processus…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 parties sur %2</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>encore environ %1</translation>
    </message>
    <message>
        <source>%1 games in %2</source>
        <translation>%1 parties en %2</translation>
    </message>
    <message>
        <source>not kept: %1</source>
        <translation>non conservé : %1</translation>
    </message>
    <message>
        <source>Cancelled; nothing was kept.</source>
        <translation>Annulé ; rien n&apos;a été conservé.</translation>
    </message>
    <message>
        <source>The test stopped</source>
        <translation>L&apos;essai s&apos;est arrêté</translation>
    </message>
    <message>
        <source>The earlier runs cannot be read now: %1</source>
        <translation>Les essais précédents ne peuvent pas être lus pour l&apos;instant : %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games won (%4)</source>
        <translation>%1 : %2 parties gagnées sur %3 (%4)</translation>
    </message>
    <message>
        <source>The results cannot be shown</source>
        <translation>Impossible d&apos;afficher les résultats</translation>
    </message>
    <message>
        <source>All decks</source>
        <translation>Tous les decks</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>on the play</source>
        <translation>en premier</translation>
    </message>
    <message>
        <source>on the draw</source>
        <translation>en second</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>Another version</source>
        <translation>Une autre version</translation>
    </message>
    <message>
        <source>The deck has no cards in its main deck yet.</source>
        <translation>Le deck n&apos;a encore aucune carte dans sa pioche principale.</translation>
    </message>
    <message>
        <source>Choose at least one deck to play against.</source>
        <translation>Choisissez au moins un deck à affronter.</translation>
    </message>
    <message>
        <source>This game was played by another version of the program; the replay shows the game as this version plays it.</source>
        <translation>Cette partie a été jouée par une autre version du programme ; le replay montre la partie telle que cette version la joue.</translation>
    </message>
    <message>
        <source>The deck “%2” cannot be played: the card “%1” is not in the card data. Change the deck or leave it out, then start again.</source>
        <translation>Le deck « %2 » ne peut pas être joué : la carte « %1 » n&apos;est pas dans les données des cartes. Modifiez le deck ou retirez-le, puis recommencez.</translation>
    </message>
    <message>
        <source>The test stopped: a process playing the games ended unexpectedly or could not be started. Start again; with fewer games, if it happens again.</source>
        <translation>L&apos;essai s&apos;est arrêté : un processus qui jouait les parties s&apos;est terminé de façon inattendue ou n&apos;a pas pu démarrer. Recommencez ; avec moins de parties, si cela se reproduit.</translation>
    </message>
    <message>
        <source>The test stopped: the computer ran out of memory. Close other programs or test fewer games at once.</source>
        <translation>L&apos;essai s&apos;est arrêté : l&apos;ordinateur n&apos;a plus de mémoire. Fermez d&apos;autres programmes ou testez moins de parties à la fois.</translation>
    </message>
    <message>
        <source>The test stopped: %1</source>
        <translation>L&apos;essai s&apos;est arrêté : %1</translation>
    </message>
    <message>
        <source>The test stopped because of a fault in the program, not in your deck. The details say where it happened.</source>
        <translation>L&apos;essai s&apos;est arrêté à cause d&apos;une erreur du programme, pas de votre deck. Les détails indiquent où elle s&apos;est produite.</translation>
    </message>
    <message>
        <source>Nothing of this run was kept; your earlier results are unchanged.</source>
        <translation>Rien de cet essai n&apos;a été conservé ; vos résultats précédents sont inchangés.</translation>
    </message>
</context>
<context>
    <name>LanguageSwitch</name>
    <message>
        <source>The window speaks %1 from the next start: the deck stays open as it is.</source>
        <translation>La fenêtre parlera %1 au prochain démarrage : le deck reste ouvert tel quel.</translation>
    </message>
    <message>
        <source>Lorcana Desktop speaks %1 now.</source>
        <translation>Lorcana Desktop parle maintenant %1.</translation>
    </message>
    <message>
        <source>There is no %1 translation here (run python3 dev.py setup): the window stays in English.</source>
        <translation>Il n&apos;y a pas de traduction en %1 ici (lancez python3 dev.py setup) : la fenêtre reste en anglais.</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>Votre partie continue là où vous l&apos;avez laissée.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Plays sensibly, but often picks a move at random.</source>
        <translation>Joue de façon sensée, mais choisit souvent un coup au hasard.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Greedy: takes the move that looks best right now.</source>
        <translation>Gourmand : prend le coup qui paraît le meilleur sur le moment.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Searches ahead over the cards it cannot see (at most a second a move).</source>
        <translation>Cherche plus loin parmi les cartes qu&apos;il ne voit pas (une seconde par coup au plus).</translation>
    </message>
</context>
<context>
    <name>LoreTrack</name>
    <message>
        <source>Ink drops: {n} (each may be removed to pay 1 ⬡)</source>
        <translation>Gouttes d&apos;encre : {n} (chacune peut être retirée pour payer 1 ⬡)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Lorcana Desktop %1</source>
        <translation>Lorcana Desktop %1</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>Your settings file cannot be read</source>
        <translation>Votre fichier de réglages ne peut pas être lu</translation>
    </message>
    <message>
        <source>Until it is fixed the program uses its default settings (our own card faces). File &gt; Settings… can replace it; the damaged file is then kept beside the new one.</source>
        <translation>Tant qu&apos;il n&apos;est pas réparé, le programme utilise ses réglages par défaut (nos propres faces de cartes). Fichier &gt; Réglages… peut le remplacer ; le fichier endommagé est alors gardé à côté du nouveau.</translation>
    </message>
    <message>
        <source>Your settings file cannot be read: see File &gt; Settings…</source>
        <translation>Votre fichier de réglages ne peut pas être lu : voir Fichier &gt; Réglages…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;Nouveau deck</translation>
    </message>
    <message>
        <source>&amp;Import card data…</source>
        <translation>&amp;Importer des données de cartes…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Help for this tab</source>
        <translation>&amp;Aide de cet onglet</translation>
    </message>
    <message>
        <source>&amp;Search syntax</source>
        <translation>&amp;Syntaxe de recherche</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %2: %n copies now</source>
        <translation>
            <numerusform>%1 dans %2 : %n exemplaire maintenant</numerusform>
            <numerusform>%1 dans %2 : %n exemplaires maintenant</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not added</source>
        <translation>%1 n&apos;a pas été ajoutée</translation>
    </message>
    <message>
        <source>%1 (%2, %3) from data of %4</source>
        <translation>%1 (%2, %3), données du %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln carte</numerusform>
            <numerusform>%Ln cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln printing(s)</source>
        <translation>
            <numerusform>%Ln impression</numerusform>
            <numerusform>%Ln impressions</numerusform>
        </translation>
    </message>
    <message>
        <source>Import LorcanaJSON card data</source>
        <translation>Importer des données de cartes LorcanaJSON</translation>
    </message>
    <message>
        <source>LorcanaJSON (*.json *.json.gz *.gz *.zip);;All files (*)</source>
        <translation>LorcanaJSON (*.json *.json.gz *.gz *.zip);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Importing card data…</source>
        <translation>Import des données de cartes…</translation>
    </message>
    <message>
        <source>Import card data</source>
        <translation>Importer des données de cartes</translation>
    </message>
    <message>
        <source>Card data not imported</source>
        <translation>Données de cartes non importées</translation>
    </message>
    <message>
        <source>The catalog is unchanged.</source>
        <translation>Le catalogue n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Imported the %1 texts of %2 from %3 in %4 s: the cards show in %1 when the window speaks it (File &gt; Settings…)</source>
        <translation>Textes en %1 de %2 importés de %3 en %4 s : les cartes s&apos;affichent en %1 quand la fenêtre le parle (Fichier &gt; Réglages…)</translation>
    </message>
    <message>
        <source>Imported %2 from %3 in %4 s</source>
        <translation>%2 importées de %3 en %4 s</translation>
    </message>
</context>
<context>
    <name>PlayTab</name>
    <message>
        <source>Play a match</source>
        <translation>Jouer une partie</translation>
    </message>
    <message>
        <source>Two to four players at this screen, people or the computer. Every move is checked by the rules engine; card abilities the engine does not automate yet are marked “manual”.</source>
        <translation>De deux à quatre joueurs devant cet écran, des personnes ou l&apos;ordinateur. Chaque coup est vérifié par le moteur de règles ; les capacités que le moteur n&apos;automatise pas encore sont marquées « manuel ».</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>How many players (2 to 4)</source>
        <translation>Combien de joueurs (2 à 4)</translation>
    </message>
    <message>
        <source>Standard (20 lore)</source>
        <translation>Standard (20 Lore)</translation>
    </message>
    <message>
        <source>Pack Rush (15 lore, CR 10.2)</source>
        <translation>Pack Rush (15 Lore, CR 10.2)</translation>
    </message>
    <message>
        <source>The rules variant; Pack Rush checks decks as Pack Rush decks</source>
        <translation>La variante de règles ; Pack Rush vérifie les decks comme des decks Pack Rush</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>A number to replay the same shuffles; empty for a new random game</source>
        <translation>Un nombre pour rejouer les mêmes mélanges ; vide pour une nouvelle partie au hasard</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>Answer a choice for me when it has only one possible answer</source>
        <translation>Répondre pour moi à un choix qui n&apos;a qu&apos;une réponse possible</translation>
    </message>
    <message>
        <source>Off: every choice waits for your click, even when only one answer is possible</source>
        <translation>Désactivé : chaque choix attend votre clic, même quand une seule réponse est possible</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Shuffle, draw the opening hands and go to the table</source>
        <translation>Mélanger, piocher les mains de départ et passer à la table</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>Go back to the game that was autosaved when you left it</source>
        <translation>Revenir à la partie enregistrée automatiquement quand vous l&apos;avez quittée</translation>
    </message>
    <message>
        <source>Open a replay…</source>
        <translation>Ouvrir un replay…</translation>
    </message>
    <message>
        <source>Watch a saved game move by move</source>
        <translation>Regarder une partie enregistrée coup par coup</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Joueur 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Joueur 4</translation>
    </message>
    <message>
        <source>The player&apos;s name, shown on the table and in the log</source>
        <translation>Le nom du joueur, affiché sur la table et dans le journal</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer</source>
        <translation>Une personne devant cet écran, ou l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The deck this player plays; decks that cannot be used say why</source>
        <translation>Le deck que joue ce joueur ; les decks inutilisables disent pourquoi</translation>
    </message>
    <message>
        <source>%1 — cannot be used</source>
        <translation>%1 — inutilisable</translation>
    </message>
    <message>
        <source>Disney Lorcana</source>
        <translation>Disney Lorcana</translation>
    </message>
    <message>
        <source>Creatures of Exo</source>
        <translation>Creatures of Exo</translation>
    </message>
    <message>
        <source>The card game to play</source>
        <translation>Le jeu de cartes à jouer</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <source>Two players at this screen, or one against the computer. Every move is checked by the Exo rules engine; the session passes for you when passing is all you can do (the table&apos;s “Stop at” keeps those windows).</source>
        <translation>Deux joueurs devant cet écran, ou un contre l&apos;ordinateur. Chaque coup est vérifié par le moteur de règles d&apos;Exo ; la session passe pour vous quand vous ne pouvez que passer (le « S&apos;arrêter à » de la table garde ces fenêtres).</translation>
    </message>
    <message>
        <source>{name} has no deck to play with.</source>
        <translation>{name} n&apos;a pas de deck pour jouer.</translation>
    </message>
    <message>
        <source>{name}&apos;s deck “{deck}” cannot be used: {why}</source>
        <translation>Le deck « {deck} » de {name} ne peut pas être utilisé : {why}</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not “{text}”.</source>
        <translation>La graine doit être un nombre entier, pas « {text} ».</translation>
    </message>
    <message>
        <source>The game cannot be autosaved</source>
        <translation>La partie ne peut pas être enregistrée automatiquement</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>La dernière partie ne peut pas être reprise</translation>
    </message>
    <message>
        <source>Opening the saved game…</source>
        <translation>Ouverture de la partie enregistrée…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Opening the saved game</source>
        <translation>Ouverture de la partie enregistrée</translation>
    </message>
    <message>
        <source>Replaying the saved game: action %1 of %2</source>
        <translation>Relecture de la partie enregistrée : action %1 sur %2</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Ouvrir un replay</translation>
    </message>
    <message>
        <source>Lorcana Desktop games (*.lorcana-replay *.lorcana-game);;All files (*)</source>
        <translation>Parties Lorcana Desktop (*.lorcana-replay *.lorcana-game);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The replay cannot be opened</source>
        <translation>Le replay ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>Lines of this deck that could not be read: {n}; open it in the Decks tab</source>
        <translation>Lignes de ce deck qui n&apos;ont pas pu être lues : {n} ; ouvrez-le dans l&apos;onglet Decks</translation>
    </message>
    <message>
        <source>the deck is empty</source>
        <translation>le deck est vide</translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source> ({ability} of {card})</source>
        <translation> ({ability} de {card})</translation>
    </message>
    <message>
        <source> ({card})</source>
        <translation> ({card})</translation>
    </message>
    <message>
        <source>{name}, your opening hand: click the cards you want to put on the bottom of your deck, then confirm (CR 2.2.2).</source>
        <translation>{name}, votre main de départ : cliquez les cartes que vous voulez placer sous votre pioche, puis confirmez (CR 2.2.2).</translation>
    </message>
    <message>
        <source>Do you want to use this effect?</source>
        <translation>Voulez-vous utiliser cet effet ?</translation>
    </message>
    <message>
        <source>Should {card} enter play exerted?</source>
        <translation>{card} entre-t-il en jeu épuisé ?</translation>
    </message>
    <message>
        <source>Several effects wait in the bag: choose which resolves next.</source>
        <translation>Plusieurs effets attendent dans le sac : choisissez celui qui se résout ensuite.</translation>
    </message>
    <message>
        <source>You look at {card}, the top card of your deck:</source>
        <translation>Vous regardez {card}, la carte du dessus de votre pioche :</translation>
    </message>
    <message>
        <source>Choose one:</source>
        <translation>Choisissez-en un :</translation>
    </message>
    <message>
        <source>Choose a number from 0 to {n}</source>
        <translation>Choisissez un nombre de 0 à {n}</translation>
    </message>
    <message>
        <source>Name a card</source>
        <translation>Nommez une carte</translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your deck in any order: click them above in the order they go</source>
        <translation>
            <numerusform>Placez %n carte sous votre pioche : cliquez-la ci-dessus</numerusform>
            <numerusform>Placez %n cartes sous votre pioche dans l&apos;ordre de votre choix : cliquez-les ci-dessus dans l&apos;ordre où elles vont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) back on top of your deck in any order: click them above in the order they go</source>
        <translation>
            <numerusform>Remettez %n carte sur votre pioche : cliquez-la ci-dessus</numerusform>
            <numerusform>Remettez %n cartes sur votre pioche dans l&apos;ordre de votre choix : cliquez-les ci-dessus dans l&apos;ordre où elles vont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of yours to banish for this cost</source>
        <translation>
            <numerusform>Choisissez %n de vos cartes à bannir pour ce coût</numerusform>
            <numerusform>Choisissez %n de vos cartes à bannir pour ce coût</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of yours to exert for this cost</source>
        <translation>
            <numerusform>Choisissez %n de vos cartes à épuiser pour ce coût</numerusform>
            <numerusform>Choisissez %n de vos cartes à épuiser pour ce coût</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of your discard to put on the bottom of your deck</source>
        <translation>
            <numerusform>Choisissez %n carte de votre défausse à placer sous votre pioche</numerusform>
            <numerusform>Choisissez %n cartes de votre défausse à placer sous votre pioche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) from your hand to discard</source>
        <translation>
            <numerusform>Choisissez %n carte de votre main à défausser</numerusform>
            <numerusform>Choisissez %n cartes de votre main à défausser</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose any whose strength totals {m} or less: click the lit cards, then Confirm</source>
        <translation>Choisissez-en autant que vous voulez avec une force totale de {m} ou moins : cliquez sur les cartes allumées, puis Confirmer</translation>
    </message>
    <message>
        <source>Choose up to {n}: click the lit cards, then Confirm</source>
        <translation>Choisissez-en jusqu&apos;à {n} : cliquez les cartes éclairées, puis Confirmer</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>Choisissez un joueur</translation>
    </message>
    <message>
        <source>Choose {n}: click the lit cards</source>
        <translation>Choisissez-en {n} : cliquez les cartes éclairées</translation>
    </message>
    <message>
        <source>Waiting for a choice ({kind})</source>
        <translation>En attente d&apos;un choix ({kind})</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Option {n}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Name it</source>
        <translation>La nommer</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Garder cette main</translation>
    </message>
    <message numerus="yes">
        <source>Put back %n card(s)</source>
        <translation>
            <numerusform>Remettre %n carte</numerusform>
            <numerusform>Remettre %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Put them in this order</source>
        <translation>Les placer dans cet ordre</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Exerted</source>
        <translation>Épuisé</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Redressé</translation>
    </message>
    <message>
        <source>Keep it on top</source>
        <translation>La laisser dessus</translation>
    </message>
    <message>
        <source>Put it on the bottom</source>
        <translation>La placer dessous</translation>
    </message>
    <message>
        <source>Choose none</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation>Garder cet ordre</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Needs {cost} ink; you have {ready} ready</source>
        <translation>Il faut {cost} encres ; disponibles : {ready}</translation>
    </message>
    <message>
        <source>Needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)</source>
        <translation>Il faut {cost} encres ; disponibles : {ready} (des gouttes d&apos;encre peuvent en payer {drops} de plus)</translation>
    </message>
    <message>
        <source>Shift needs {cost} ink; you have {ready} ready</source>
        <translation>Alter demande {cost} encres ; disponibles : {ready}</translation>
    </message>
    <message>
        <source>Shift needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)</source>
        <translation>Alter demande {cost} encres ; disponibles : {ready} (des gouttes d&apos;encre peuvent en payer {drops} de plus)</translation>
    </message>
    <message>
        <source>Moving there needs {cost} ink; you have {ready} ready</source>
        <translation>Se déplacer là demande {cost} encres ; disponibles : {ready}</translation>
    </message>
    <message>
        <source>Ink drops: you have {have}, you cannot remove {drops}</source>
        <translation>Gouttes d&apos;encre : vous en avez {have}, vous ne pouvez pas en retirer {drops}</translation>
    </message>
    <message>
        <source>Drying: played this turn</source>
        <translation>En train de sécher : joué ce tour-ci</translation>
    </message>
    <message>
        <source>{card} is drying: played this turn, it cannot sing yet</source>
        <translation>{card} est en train de sécher : joué ce tour-ci, il ne peut pas encore chanter</translation>
    </message>
    <message>
        <source>{card} is exerted and cannot sing</source>
        <translation>{card} est épuisé et ne peut pas chanter</translation>
    </message>
    <message>
        <source>Exerted: it readies at the start of your turn</source>
        <translation>Épuisé : il se redresse au début de votre tour</translation>
    </message>
    <message>
        <source>You already put a card into your inkwell this turn</source>
        <translation>Vous avez déjà placé une carte dans votre réserve d&apos;encre ce tour-ci</translation>
    </message>
    <message>
        <source>No inkwell symbol: it cannot go into the inkwell</source>
        <translation>Pas d&apos;icône d&apos;encre : elle ne peut pas aller dans la réserve d&apos;encre</translation>
    </message>
    <message>
        <source>Only exerted characters can be challenged, and {target} is ready</source>
        <translation>Seuls les personnages épuisés peuvent être défiés, et {target} est redressé</translation>
    </message>
    <message>
        <source>{target} has Evasive: only characters with Evasive can challenge it</source>
        <translation>{target} a Insaisissable : seuls les personnages avec Insaisissable peuvent le défier</translation>
    </message>
    <message>
        <source>You must challenge a character with Bodyguard first</source>
        <translation>Vous devez d&apos;abord défier un personnage avec Rempart</translation>
    </message>
    <message>
        <source>{target} is yours: challenge an opposing card</source>
        <translation>{target} est à vous : défiez une carte adverse</translation>
    </message>
    <message>
        <source>Reckless: it cannot quest</source>
        <translation>Combattant : il ne peut pas partir à l&apos;aventure</translation>
    </message>
    <message>
        <source>Only characters quest</source>
        <translation>Seuls les personnages partent à l&apos;aventure</translation>
    </message>
    <message>
        <source>Only characters challenge</source>
        <translation>Seuls les personnages défient</translation>
    </message>
    <message>
        <source>Only characters move to locations</source>
        <translation>Seuls les personnages se déplacent sur les lieux</translation>
    </message>
    <message>
        <source>{card} is already at {location}</source>
        <translation>{card} est déjà sur {location}</translation>
    </message>
    <message>
        <source>{card} cannot Shift onto {bases}: it needs a character of yours with the same name</source>
        <translation>{card} ne peut pas utiliser Alter sur {bases} : il faut un de vos personnages du même nom</translation>
    </message>
    <message>
        <source>Only songs are sung</source>
        <translation>Seules les chansons sont chantées</translation>
    </message>
    <message>
        <source>{target} has Ward: opponents cannot choose it</source>
        <translation>{target} a Hors d&apos;atteinte : les adversaires ne peuvent pas le choisir</translation>
    </message>
    <message>
        <source>{card} must quest if able: it can quest, so you cannot end your turn yet</source>
        <translation>{card} doit partir à l&apos;aventure s&apos;il le peut : il le peut, vous ne pouvez donc pas encore finir votre tour</translation>
    </message>
    <message>
        <source>{card} must quest this turn while it can</source>
        <translation>{card} doit partir à l&apos;aventure ce tour-ci tant qu&apos;il le peut</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>{card} cannot quest now</source>
        <translation>{card} ne peut pas partir à l&apos;aventure pour l&apos;instant</translation>
    </message>
    <message>
        <source>{card} cannot challenge now</source>
        <translation>{card} ne peut pas défier pour l&apos;instant</translation>
    </message>
    <message>
        <source>{target} cannot be challenged now</source>
        <translation>{target} ne peut pas être défié pour l&apos;instant</translation>
    </message>
    <message>
        <source>Turn actions are taken only in the Main phase</source>
        <translation>Les actions de tour se font seulement pendant la Phase Principale</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn to decide</source>
        <translation>C&apos;est à {name} de décider</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>The game changed while the computer was thinking</source>
        <translation>La partie a changé pendant que l&apos;ordinateur réfléchissait</translation>
    </message>
    <message>
        <source>There is nothing of yours to undo</source>
        <translation>Vous n&apos;avez rien à annuler</translation>
    </message>
    <message>
        <source>Another player has acted since: you cannot undo their move</source>
        <translation>Un autre joueur a joué depuis : vous ne pouvez pas annuler son coup</translation>
    </message>
    <message>
        <source>Cannot undo past a draw or another reveal of hidden information</source>
        <translation>Impossible d&apos;annuler au-delà d&apos;une pioche ou d&apos;une autre carte cachée révélée</translation>
    </message>
    <message>
        <source>There is nothing to redo</source>
        <translation>Il n&apos;y a rien à rétablir</translation>
    </message>
    <message>
        <source>Your deck is empty</source>
        <translation>Votre pioche est vide</translation>
    </message>
    <message>
        <source>Choose up to {n}</source>
        <translation>Choisissez-en jusqu&apos;à {n}</translation>
    </message>
    <message>
        <source>Choose exactly {n}</source>
        <translation>Choisissez-en exactement {n}</translation>
    </message>
    <message>
        <source>Nothing is waiting for a choice now</source>
        <translation>Aucun choix n&apos;est attendu pour l&apos;instant</translation>
    </message>
    <message>
        <source>Player {player} is not in the game</source>
        <translation>Le joueur {player} n&apos;est pas dans la partie</translation>
    </message>
    <message>
        <source>There is no such card</source>
        <translation>Cette carte n&apos;existe pas</translation>
    </message>
    <message>
        <source>That is not an action of this game</source>
        <translation>Ce n&apos;est pas une action de ce jeu</translation>
    </message>
    <message>
        <source>That costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Cela coûte {cost} ⬡ : vous ne pouvez pas retirer plus de gouttes d&apos;encre</translation>
    </message>
    <message>
        <source>Shift costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Alter coûte {cost} ⬡ : vous ne pouvez pas retirer plus de gouttes d&apos;encre</translation>
    </message>
    <message>
        <source>Moving there costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Se déplacer là coûte {cost} ⬡ : vous ne pouvez pas retirer plus de gouttes d&apos;encre</translation>
    </message>
    <message>
        <source>You already played a character named {name} from your discard this turn</source>
        <translation>Vous avez déjà joué ce tour-ci depuis votre défausse un personnage nommé {name}</translation>
    </message>
    <message>
        <source>A card is played one way: one alternative cost at a time</source>
        <translation>Une carte se joue d&apos;une seule façon : un coût alternatif à la fois</translation>
    </message>
    <message>
        <source>{card} is played for free: there is no ink to pay with ink drops</source>
        <translation>{card} se joue gratuitement : il n&apos;y a pas d&apos;encre à payer avec des gouttes d&apos;encre</translation>
    </message>
    <message>
        <source>{card} can be played only after you played another character this turn</source>
        <translation>{card} ne peut être joué qu&apos;après avoir joué un autre personnage ce tour-ci</translation>
    </message>
    <message>
        <source>An opponent&apos;s effect says you can&apos;t play actions now</source>
        <translation>Un effet adverse vous interdit de jouer des actions pour l&apos;instant</translation>
    </message>
    <message>
        <source>An opponent&apos;s effect says you can&apos;t play items now</source>
        <translation>Un effet adverse vous interdit de jouer des objets pour l&apos;instant</translation>
    </message>
    <message>
        <source>{card} can&apos;t be played now: the condition on the card does not hold</source>
        <translation>{card} ne peut pas être joué pour l&apos;instant : la condition écrite sur la carte n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>{card} has no ability that lets you play it for free</source>
        <translation>{card} n&apos;a pas de capacité qui permette de le jouer gratuitement</translation>
    </message>
    <message>
        <source>{card} can&apos;t be played for free now: the condition on the card does not hold</source>
        <translation>{card} ne peut pas être joué gratuitement pour l&apos;instant : la condition écrite sur la carte n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>A song sung costs no ink: no ink drops are removed</source>
        <translation>Une chanson chantée ne coûte pas d&apos;encre : aucune goutte d&apos;encre n&apos;est retirée</translation>
    </message>
    <message>
        <source>{card} has no Shift</source>
        <translation>{card} n&apos;a pas Alter</translation>
    </message>
    <message>
        <source>{card} has no Shift now</source>
        <translation>{card} n&apos;a pas Alter pour l&apos;instant</translation>
    </message>
    <message>
        <source>Shift needs {need} ink drops; you have {have}</source>
        <translation>Alter demande {need} gouttes d&apos;encre ; vous en avez {have}</translation>
    </message>
    <message>
        <source>Shift removes {need} ink drops and you have {have}: not {drops} more to pay ink</source>
        <translation>Alter retire {need} gouttes d&apos;encre et vous en avez {have} : pas {drops} de plus pour payer de l&apos;encre</translation>
    </message>
    <message>
        <source>Shift needs you to discard {count} card(s)</source>
        <translation>Alter vous demande de défausser {count} carte(s)</translation>
    </message>
    <message>
        <source>A character sings once</source>
        <translation>Un personnage ne chante qu&apos;une fois</translation>
    </message>
    <message>
        <source>{card} is not one of your characters in play</source>
        <translation>{card} n&apos;est pas l&apos;un de vos personnages en jeu</translation>
    </message>
    <message>
        <source>{card} can&apos;t exert to sing songs</source>
        <translation>{card} ne peut pas s&apos;épuiser pour chanter des chansons</translation>
    </message>
    <message>
        <source>{card} can&apos;t sing songs without Sing Together</source>
        <translation>{card} ne peut pas chanter de chansons sans À l&apos;unisson</translation>
    </message>
    <message>
        <source>Sing Together {need} needs singers with total cost {need}; these have {total}</source>
        <translation>À l&apos;unisson {need} demande des chanteurs d&apos;un coût total de {need} ; ceux-ci ont {total}</translation>
    </message>
    <message>
        <source>{card} has no Sing Together: one character sings it</source>
        <translation>{card} n&apos;a pas À l&apos;unisson : un seul personnage la chante</translation>
    </message>
    <message>
        <source>{singer} counts as cost {value}; singing {card} needs cost {cost} or more</source>
        <translation>{singer} compte comme un coût de {value} ; chanter {card} demande un coût de {cost} ou plus</translation>
    </message>
    <message>
        <source>{card} is not one of your cards in play</source>
        <translation>{card} n&apos;est pas l&apos;une de vos cartes en jeu</translation>
    </message>
    <message>
        <source>That is not a location</source>
        <translation>Ce n&apos;est pas un lieu</translation>
    </message>
    <message>
        <source>{location} is not one of your locations in play</source>
        <translation>{location} n&apos;est pas l&apos;un de vos lieux en jeu</translation>
    </message>
    <message>
        <source>{card} can&apos;t move to locations</source>
        <translation>{card} ne peut pas se déplacer sur des lieux</translation>
    </message>
    <message>
        <source>{card} has no Boost</source>
        <translation>{card} n&apos;a pas Boost</translation>
    </message>
    <message>
        <source>{card} already used Boost this turn</source>
        <translation>{card} a déjà utilisé Boost ce tour-ci</translation>
    </message>
    <message>
        <source>{card} has no such ability</source>
        <translation>{card} n&apos;a pas cette capacité</translation>
    </message>
    <message>
        <source>The cost of this ability of {card} cannot be paid here yet</source>
        <translation>Le coût de cette capacité de {card} ne peut pas encore être payé ici</translation>
    </message>
    <message>
        <source>{ability} is used once per turn</source>
        <translation>{ability} s&apos;utilise une fois par tour</translation>
    </message>
    <message>
        <source>{ability} can be used only while its condition holds</source>
        <translation>{ability} ne peut être utilisée que tant que sa condition est remplie</translation>
    </message>
    <message>
        <source>You have no card to discard for this cost</source>
        <translation>Vous n&apos;avez aucune carte à défausser pour ce coût</translation>
    </message>
    <message>
        <source>You have nothing to banish for this cost</source>
        <translation>Vous n&apos;avez rien à bannir pour ce coût</translation>
    </message>
    <message>
        <source>You have nothing else to banish for this cost</source>
        <translation>Vous n&apos;avez rien d&apos;autre à bannir pour ce coût</translation>
    </message>
    <message>
        <source>You have no ready item to exert for this cost</source>
        <translation>Vous n&apos;avez aucun objet redressé à épuiser pour ce coût</translation>
    </message>
    <message>
        <source>You have no other ready, dry character to exert for this cost</source>
        <translation>Vous n&apos;avez aucun autre personnage redressé et sec à épuiser pour ce coût</translation>
    </message>
    <message>
        <source>You have no other ready, dry {classification} character to exert for this cost</source>
        <translation>Vous n&apos;avez aucun autre personnage {classification} redressé et sec à épuiser pour ce coût</translation>
    </message>
    <message>
        <source>{card} has Reckless: it is ready and can challenge, so you cannot end your turn</source>
        <translation>{card} a Combattant : il est redressé et peut défier, vous ne pouvez donc pas finir votre tour</translation>
    </message>
    <message>
        <source>Another character challenged this turn: only one character can challenge each turn</source>
        <translation>Un autre personnage a défié ce tour-ci : un seul personnage peut défier à chaque tour</translation>
    </message>
    <message>
        <source>{card} is Adventurous: it cannot challenge</source>
        <translation>{card} est Adventurous : il ne peut pas défier</translation>
    </message>
    <message>
        <source>{target} is not in play</source>
        <translation>{target} n&apos;est pas en jeu</translation>
    </message>
    <message>
        <source>{card} can&apos;t challenge that player&apos;s characters or locations now</source>
        <translation>{card} ne peut pas défier les personnages ou les lieux de ce joueur pour l&apos;instant</translation>
    </message>
    <message>
        <source>{target} cannot be challenged by {card}</source>
        <translation>{target} ne peut pas être défié par {card}</translation>
    </message>
    <message>
        <source>{target} is not a character or location</source>
        <translation>{target} n&apos;est ni un personnage ni un lieu</translation>
    </message>
    <message>
        <source>Waiting for player {player} to decide on a mulligan</source>
        <translation>En attente de la décision de mulligan du joueur {player}</translation>
    </message>
    <message>
        <source>It is player {player}&apos;s turn to mulligan, in turn order</source>
        <translation>C&apos;est au joueur {player} de faire son mulligan, dans l&apos;ordre du tour</translation>
    </message>
    <message>
        <source>A mulligan puts back cards from your own starting hand</source>
        <translation>Un mulligan remet des cartes de votre propre main de départ</translation>
    </message>
    <message>
        <source>Waiting for player {player} to choose</source>
        <translation>En attente du choix du joueur {player}</translation>
    </message>
    <message>
        <source>Choose one of the {count} effects in the bag</source>
        <translation>Choisissez l&apos;un des {count} effets du sac</translation>
    </message>
    <message>
        <source>The same target is chosen twice</source>
        <translation>La même cible est choisie deux fois</translation>
    </message>
    <message>
        <source>{target} cannot be chosen here</source>
        <translation>{target} ne peut pas être choisi ici</translation>
    </message>
    <message>
        <source>The chosen characters have {total} ¤ in total; at most {most} ¤ may be chosen</source>
        <translation>Les personnages choisis ont {total} ¤ au total ; au plus {most} ¤ peuvent être choisis</translation>
    </message>
    <message>
        <source>Choose an amount from 0 to {most}</source>
        <translation>Choisissez une quantité de 0 à {most}</translation>
    </message>
    <message>
        <source>Choose one of the options shown</source>
        <translation>Choisissez l&apos;une des options proposées</translation>
    </message>
    <message>
        <source>That option can&apos;t be chosen now: it has nothing to act on, so the other one must be</source>
        <translation>Cette option ne peut pas être choisie pour l&apos;instant : elle n&apos;a rien sur quoi agir, il faut donc choisir l&apos;autre</translation>
    </message>
    <message>
        <source>Waiting for player {player} to name a card</source>
        <translation>En attente que le joueur {player} nomme une carte</translation>
    </message>
    <message>
        <source>Name a card</source>
        <translation>Nommez une carte</translation>
    </message>
    <message>
        <source>No card has that name</source>
        <translation>Aucune carte ne porte ce nom</translation>
    </message>
    <message>
        <source>Waiting for player {player} to order cards</source>
        <translation>En attente que le joueur {player} ordonne les cartes</translation>
    </message>
    <message>
        <source>Order exactly the cards shown</source>
        <translation>Ordonnez exactement les cartes montrées</translation>
    </message>
    <message>
        <source>Waiting for another player&apos;s choice</source>
        <translation>En attente du choix d&apos;un autre joueur</translation>
    </message>
    <message>
        <source>Answer the choice the game is waiting for first</source>
        <translation>Répondez d&apos;abord au choix que la partie attend</translation>
    </message>
    <message>
        <source>Manual tools are used in the Main phase</source>
        <translation>Les outils manuels s&apos;utilisent pendant la Phase Principale</translation>
    </message>
    <message>
        <source>Only the player who is acting may use manual tools</source>
        <translation>Seul le joueur qui agit peut utiliser les outils manuels</translation>
    </message>
    <message>
        <source>Damage goes only on cards in play</source>
        <translation>Les dégâts ne vont que sur les cartes en jeu</translation>
    </message>
    <message>
        <source>Adjust damage by 1 to {most}</source>
        <translation>Modifiez les dégâts de 1 à {most}</translation>
    </message>
    <message>
        <source>That card has less damage than that</source>
        <translation>Cette carte a moins de dégâts que cela</translation>
    </message>
    <message>
        <source>That player is not in the game</source>
        <translation>Ce joueur n&apos;est pas dans la partie</translation>
    </message>
    <message>
        <source>Adjust lore by 1 to {most}</source>
        <translation>Modifiez la Lore de 1 à {most}</translation>
    </message>
    <message>
        <source>Only cards in play and ink can be exerted or readied</source>
        <translation>Seules les cartes en jeu et l&apos;encre peuvent être épuisées ou redressées</translation>
    </message>
    <message>
        <source>It is already exerted</source>
        <translation>Il est déjà épuisé</translation>
    </message>
    <message>
        <source>It is already ready</source>
        <translation>Il est déjà redressé</translation>
    </message>
    <message>
        <source>There is no such zone</source>
        <translation>Cette zone n&apos;existe pas</translation>
    </message>
    <message>
        <source>You may move another player&apos;s card only from play (it goes to its owner&apos;s zones)</source>
        <translation>Vous ne pouvez déplacer la carte d&apos;un autre joueur que depuis le jeu (elle va dans les zones de son propriétaire)</translation>
    </message>
    <message>
        <source>It is already in play</source>
        <translation>Elle est déjà en jeu</translation>
    </message>
    <message>
        <source>Only cards in your hand, play area, discard or inkwell (or the top of your deck) can be moved</source>
        <translation>Seules les cartes de votre main, de votre zone de jeu, de votre défausse ou de votre réserve d&apos;encre (ou le dessus de votre pioche) peuvent être déplacées</translation>
    </message>
    <message>
        <source>It is already there</source>
        <translation>Elle y est déjà</translation>
    </message>
    <message>
        <source>Notes go only on cards in play</source>
        <translation>Les notes ne vont que sur les cartes en jeu</translation>
    </message>
    <message>
        <source>A note has at most {most} characters</source>
        <translation>Une note fait au plus {most} caractères</translation>
    </message>
    <message>
        <source>There is no note on it to take off</source>
        <translation>Il n&apos;y a aucune note à retirer</translation>
    </message>
    <message>
        <source>Adjust ink drops by 1 to {most}</source>
        <translation>Modifiez les gouttes d&apos;encre de 1 à {most}</translation>
    </message>
    <message>
        <source>That player has fewer ink drops than that</source>
        <translation>Ce joueur a moins de gouttes d&apos;encre que cela</translation>
    </message>
    <message>
        <source>Only characters in play move to locations</source>
        <translation>Seuls les personnages en jeu se déplacent sur les lieux</translation>
    </message>
    <message>
        <source>A character moves only to a location of its player in play</source>
        <translation>Un personnage ne se déplace que sur un lieu en jeu de son joueur</translation>
    </message>
    <message>
        <source>It is not at a location</source>
        <translation>Il n&apos;est pas sur un lieu</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Il n&apos;y a rien à annuler</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>No opposing character to challenge</source>
        <translation>Aucun personnage adverse à défier</translation>
    </message>
    <message>
        <source>Can&apos;t play it: {why}</source>
        <translation>Impossible de la jouer : {why}</translation>
    </message>
    <message>
        <source>Can&apos;t ink it: {why}</source>
        <translation>Impossible de la placer dans la réserve d&apos;encre : {why}</translation>
    </message>
    <message>
        <source>Can&apos;t quest: {why}</source>
        <translation>Impossible de partir à l&apos;aventure : {why}</translation>
    </message>
    <message>
        <source>Can&apos;t challenge: {why}</source>
        <translation>Impossible de défier : {why}</translation>
    </message>
    <message>
        <source>There is no player {number}</source>
        <translation>Il n&apos;y a pas de joueur {number}</translation>
    </message>
    <message>
        <source>That is not an action of Creatures of Exo</source>
        <translation>Ce n&apos;est pas une action de Creatures of Exo</translation>
    </message>
    <message>
        <source>Nothing is being asked now</source>
        <translation>Rien n&apos;est demandé maintenant</translation>
    </message>
    <message>
        <source>Nobody plays cards or activates effects while a chain resolves</source>
        <translation>Personne ne joue de carte ni n&apos;active d&apos;effet pendant qu&apos;une chaîne se résout</translation>
    </message>
    <message>
        <source>{player} holds priority: wait until they play a card, activate an effect or declare a change of phase</source>
        <translation>{player} a la priorité : attendez qu&apos;il joue une carte, active un effet ou déclare un changement de phase</translation>
    </message>
    <message>
        <source>Nothing to pass: play a card, activate an effect, attack or declare the change of phase</source>
        <translation>Rien à passer : jouez une carte, activez un effet, attaquez ou déclarez le changement de phase</translation>
    </message>
    <message>
        <source>Only the player whose turn it is declares the change of phase</source>
        <translation>Seul le joueur dont c&apos;est le tour déclare le changement de phase</translation>
    </message>
    <message>
        <source>Finish the chain first: both players pass</source>
        <translation>Terminez d&apos;abord la chaîne : les deux joueurs passent</translation>
    </message>
    <message>
        <source>The change of phase is declared: your opponent answers or passes</source>
        <translation>Le changement de phase est déclaré : l&apos;adversaire répond ou passe</translation>
    </message>
    <message>
        <source>The phase is starting: pass (your opponent may start a chain)</source>
        <translation>La phase commence : passez (l&apos;adversaire peut lancer une chaîne)</translation>
    </message>
    <message>
        <source>Only the Main phase can skip the Battle phase</source>
        <translation>Seule la phase principale peut passer la phase de bataille</translation>
    </message>
    <message>
        <source>BERSERK: a card must declare an attack on the Leader or the Vice Leader while it can</source>
        <translation>BERSERK : une carte doit déclarer une attaque contre le Leader ou le Vice Leader tant qu&apos;elle le peut</translation>
    </message>
    <message>
        <source>You play only a card from your hand (an Evoluzione: evolve it)</source>
        <translation>Vous ne jouez qu&apos;une carte de votre main (une Evoluzione : faites-la évoluer)</translation>
    </message>
    <message>
        <source>This card is not played from the hand</source>
        <translation>Cette carte ne se joue pas depuis la main</translation>
    </message>
    <message>
        <source>This Tattica can be played only during the {phase}</source>
        <translation>Cette Tattica ne peut être jouée que pendant la {phase}</translation>
    </message>
    <message>
        <source>This card can be played only during the {phase}</source>
        <translation>Cette carte ne peut être jouée que pendant la {phase}</translation>
    </message>
    <message>
        <source>Creature, Vice Leader and Evoluzioni are not played in answer to a chain</source>
        <translation>Les Creature, Vice Leaders et Evoluzioni ne se jouent pas en réponse à une chaîne</translation>
    </message>
    <message>
        <source>Creature and Vice Leader are played during your Main phase</source>
        <translation>Les Creature et Vice Leaders se jouent pendant votre phase principale</translation>
    </message>
    <message>
        <source>You cannot play a Vice Leader while your Vice Leader zone is taken</source>
        <translation>Vous ne pouvez pas jouer de Vice Leader tant que votre zone Vice Leader est occupée</translation>
    </message>
    <message>
        <source>The condition for playing this card is not met</source>
        <translation>La condition pour jouer cette carte n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>This card has no such alternative cost</source>
        <translation>Cette carte n&apos;a pas ce coût alternatif</translation>
    </message>
    <message>
        <source>The condition of that alternative cost is not met</source>
        <translation>La condition de ce coût alternatif n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>That alternative cost is a Sacrificio: only a Costo is played as an alternative</source>
        <translation>Ce coût alternatif est un Sacrificio : seul un Costo se joue en alternative</translation>
    </message>
    <message>
        <source>There is no legal target</source>
        <translation>Il n&apos;y a pas de cible valide</translation>
    </message>
    <message>
        <source>You cannot pay its Costo of {amount}</source>
        <translation>Vous ne pouvez pas payer son Costo de {amount}</translation>
    </message>
    <message>
        <source>You cannot pay its Costo of {amount} ({colours})</source>
        <translation>Vous ne pouvez pas payer son Costo de {amount} ({colours})</translation>
    </message>
    <message>
        <source>Drop the card on its target only for a Tattica with one target; else choose the targets when asked</source>
        <translation>Ne déposez la carte sur sa cible que pour une Tattica à une cible ; sinon choisissez les cibles quand on vous les demande</translation>
    </message>
    <message>
        <source>Not a legal target for this card</source>
        <translation>Ce n&apos;est pas une cible valide pour cette carte</translation>
    </message>
    <message>
        <source>Choose {count} target(s)</source>
        <translation>Choisissez {count} cible(s)</translation>
    </message>
    <message>
        <source>Choose up to {count} target(s)</source>
        <translation>Choisissez jusqu&apos;à {count} cible(s)</translation>
    </message>
    <message>
        <source>An Evoluzione is played from your Evolution deck</source>
        <translation>Une Evoluzione se joue depuis votre deck Evoluzioni</translation>
    </message>
    <message>
        <source>Only an Evoluzione is played by a Sacrificio</source>
        <translation>Seule une Evoluzione se joue par un Sacrificio</translation>
    </message>
    <message>
        <source>An Evoluzione is played during your Main phase</source>
        <translation>Une Evoluzione se joue pendant votre phase principale</translation>
    </message>
    <message>
        <source>This card has no mode «{mode}»</source>
        <translation>Cette carte n&apos;a pas de mode «{mode}»</translation>
    </message>
    <message>
        <source>«{mode}» needs your Vice Leader in its zone, and one that can undergo it</source>
        <translation>«{mode}» demande votre Vice Leader dans sa zone, et qu&apos;il puisse le subir</translation>
    </message>
    <message>
        <source>Your Vice Leader zone is taken: sacrifice the Vice Leader there</source>
        <translation>Votre zone Vice Leader est occupée : sacrifiez le Vice Leader qui s&apos;y trouve</translation>
    </message>
    <message>
        <source>You cannot pay its Sacrificio (the named face-up cards of your Field)</source>
        <translation>Vous ne pouvez pas payer son Sacrificio (les cartes face visible indiquées de votre Campo)</translation>
    </message>
    <message>
        <source>A card already on the chain adds no other effect of its own</source>
        <translation>Une carte déjà dans la chaîne n&apos;y ajoute aucun autre de ses effets</translation>
    </message>
    <message>
        <source>Once per turn: this effect (or one of a card of yours with the same name) was used this turn</source>
        <translation>Une fois par tour : cet effet (ou celui d&apos;une de vos cartes du même nom) a déjà été utilisé ce tour-ci</translation>
    </message>
    <message>
        <source>The condition for activating this effect is not met</source>
        <translation>La condition pour activer cet effet n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>You cannot pay what this effect asks to be activated</source>
        <translation>Vous ne pouvez pas payer ce que cet effet demande pour être activé</translation>
    </message>
    <message>
        <source>This card has no such ability</source>
        <translation>Cette carte n&apos;a pas cette capacité</translation>
    </message>
    <message>
        <source>The card must be on your Field</source>
        <translation>La carte doit être dans votre Campo</translation>
    </message>
    <message>
        <source>A Leader&apos;s effect is used as the Leader effect</source>
        <translation>L&apos;effet d&apos;un Leader s&apos;utilise comme effet Leader</translation>
    </message>
    <message>
        <source>A covered (or negated) card&apos;s effects are not active</source>
        <translation>Les effets d&apos;une carte couverte (ou annulée) ne sont pas actifs</translation>
    </message>
    <message>
        <source>COPRI is activated during your Main phase</source>
        <translation>COPRI s&apos;active pendant votre phase principale</translation>
    </message>
    <message>
        <source>This effect is used during the {phase}</source>
        <translation>Cet effet s&apos;utilise pendant la {phase}</translation>
    </message>
    <message>
        <source>These effects are used only during your Main phase and from your Field</source>
        <translation>Ces effets ne s&apos;utilisent que pendant votre phase principale et depuis votre Campo</translation>
    </message>
    <message>
        <source>This ability is not activated by a player: it triggers by itself</source>
        <translation>Cette capacité n&apos;est pas activée par un joueur : elle se déclenche seule</translation>
    </message>
    <message>
        <source>Your Leader has no such effect on the side it shows</source>
        <translation>Votre Leader n&apos;a pas cet effet sur la face qu&apos;il montre</translation>
    </message>
    <message>
        <source>Only one Leader effect is used each turn</source>
        <translation>Un seul effet Leader s&apos;utilise par tour</translation>
    </message>
    <message>
        <source>This Leader effect is used during the {phase}</source>
        <translation>Cet effet Leader s&apos;utilise pendant la {phase}</translation>
    </message>
    <message>
        <source>A Leader effect is used only during the Main phase of your turn</source>
        <translation>Un effet Leader ne s&apos;utilise que pendant la phase principale de votre tour</translation>
    </message>
    <message>
        <source>This card has no such RIVELA effect</source>
        <translation>Cette carte n&apos;a pas cet effet RIVELA</translation>
    </message>
    <message>
        <source>RIVELA is used by revealing the card from your hand</source>
        <translation>RIVELA s&apos;utilise en révélant la carte depuis votre main</translation>
    </message>
    <message>
        <source>This RIVELA is used during the {phase}</source>
        <translation>Ce RIVELA s&apos;utilise pendant la {phase}</translation>
    </message>
    <message>
        <source>Only the player whose turn it is attacks</source>
        <translation>Seul le joueur dont c&apos;est le tour attaque</translation>
    </message>
    <message>
        <source>Attacks are declared in your Battle phase</source>
        <translation>Les attaques se déclarent pendant votre phase de bataille</translation>
    </message>
    <message>
        <source>Attacks are declared when no chain is open, after the start of the Battle phase</source>
        <translation>Les attaques se déclarent sans chaîne ouverte, après le début de la phase de bataille</translation>
    </message>
    <message>
        <source>Only a card on your Field can attack</source>
        <translation>Seule une carte de votre Campo peut attaquer</translation>
    </message>
    <message>
        <source>The Leader does not attack (unless an effect lets it)</source>
        <translation>Le Leader n&apos;attaque pas (sauf si un effet le lui permet)</translation>
    </message>
    <message>
        <source>A covered card cannot declare an attack</source>
        <translation>Une carte couverte ne peut pas déclarer d&apos;attaque</translation>
    </message>
    <message>
        <source>A card with strength 0 cannot declare an attack</source>
        <translation>Une carte de force 0 ne peut pas déclarer d&apos;attaque</translation>
    </message>
    <message>
        <source>This card already attacked this turn: each card declares one attack</source>
        <translation>Cette carte a déjà attaqué ce tour-ci : chaque carte déclare une seule attaque</translation>
    </message>
    <message>
        <source>A card transformed this turn cannot declare an attack</source>
        <translation>Une carte transformée ce tour-ci ne peut pas déclarer d&apos;attaque</translation>
    </message>
    <message>
        <source>Creature and Vice Leader cannot attack the turn they are played</source>
        <translation>Les Creature et Vice Leaders ne peuvent pas attaquer le tour où ils sont joués</translation>
    </message>
    <message>
        <source>The target must be a card on your opponent&apos;s Field or their Leader</source>
        <translation>La cible doit être une carte du Campo adverse ou son Leader</translation>
    </message>
    <message>
        <source>The Leader cannot be attacked while a face-up Vice Leader is on the Field</source>
        <translation>Le Leader ne peut pas être attaqué tant qu&apos;un Vice Leader face visible est dans le Campo</translation>
    </message>
    <message>
        <source>ASSALTO: the turn it is played, this card attacks only cards that are not the Leader</source>
        <translation>ASSALTO : le tour où elle est jouée, cette carte n&apos;attaque que des cartes qui ne sont pas le Leader</translation>
    </message>
    <message>
        <source>BERSERK: this card must attack the Leader or the Vice Leader</source>
        <translation>BERSERK : cette carte doit attaquer le Leader ou le Vice Leader</translation>
    </message>
    <message>
        <source>GUARDIA is used when your opponent declares an attack on your Leader or Vice Leader</source>
        <translation>GUARDIA s&apos;utilise quand l&apos;adversaire déclare une attaque contre votre Leader ou votre Vice Leader</translation>
    </message>
    <message>
        <source>GUARDIA needs the card face up on your Field</source>
        <translation>GUARDIA demande la carte face visible dans votre Campo</translation>
    </message>
    <message>
        <source>This card is already the attack&apos;s target</source>
        <translation>Cette carte est déjà la cible de l&apos;attaque</translation>
    </message>
    <message>
        <source>GUARDIA answers the attack&apos;s own chain</source>
        <translation>GUARDIA répond à la chaîne de l&apos;attaque elle-même</translation>
    </message>
    <message>
        <source>{player} must choose cards first</source>
        <translation>{player} doit d&apos;abord choisir des cartes</translation>
    </message>
    <message>
        <source>Choose among the cards offered</source>
        <translation>Choisissez parmi les cartes proposées</translation>
    </message>
    <message>
        <source>Choose {count} card(s)</source>
        <translation>Choisissez {count} carte(s)</translation>
    </message>
    <message>
        <source>Choose up to {count} card(s)</source>
        <translation>Choisissez jusqu&apos;à {count} carte(s)</translation>
    </message>
    <message>
        <source>Those cards do not pay the coloured units of the Costo</source>
        <translation>Ces cartes ne paient pas les unités colorées du Costo</translation>
    </message>
    <message>
        <source>Those cards are not the Sacrificio the card asks for</source>
        <translation>Ces cartes ne sont pas le Sacrificio que la carte demande</translation>
    </message>
    <message>
        <source>{player} must answer yes or no first</source>
        <translation>{player} doit d&apos;abord répondre oui ou non</translation>
    </message>
    <message>
        <source>{player} must order the triggered effects first</source>
        <translation>{player} doit d&apos;abord ordonner les effets déclenchés</translation>
    </message>
    <message>
        <source>Order the cards offered (the next one first), each once</source>
        <translation>Ordonnez les cartes proposées (la suivante d&apos;abord), chacune une fois</translation>
    </message>
    <message>
        <source>{player} must choose an option first</source>
        <translation>{player} doit d&apos;abord choisir une option</translation>
    </message>
    <message>
        <source>There is no such option</source>
        <translation>Cette option n&apos;existe pas</translation>
    </message>
    <message>
        <source>Only the player who holds priority may use manual tools</source>
        <translation>Seul le joueur qui a la priorité peut utiliser les outils manuels</translation>
    </message>
    <message>
        <source>Only a card on the Field is covered or uncovered by hand</source>
        <translation>Seule une carte du Campo se couvre ou se découvre à la main</translation>
    </message>
    <message>
        <source>A Leader is never covered</source>
        <translation>Un Leader n&apos;est jamais couvert</translation>
    </message>
    <message>
        <source>It is already covered</source>
        <translation>Elle est déjà couverte</translation>
    </message>
    <message>
        <source>It is already face up</source>
        <translation>Elle est déjà face visible</translation>
    </message>
    <message>
        <source>You may move only your own cards</source>
        <translation>Vous ne pouvez déplacer que vos propres cartes</translation>
    </message>
    <message>
        <source>A Leader does not leave its area</source>
        <translation>Un Leader ne quitte pas sa zone</translation>
    </message>
    <message>
        <source>A covered banished card cannot change zone</source>
        <translation>Une carte bannie couverte ne peut pas changer de zone</translation>
    </message>
    <message>
        <source>From the deck only the top card can be moved by hand</source>
        <translation>Depuis le deck, seule la carte du dessus se déplace à la main</translation>
    </message>
    <message>
        <source>That card is out of the game</source>
        <translation>Cette carte est hors du jeu</translation>
    </message>
    <message>
        <source>It is already there ({zone})</source>
        <translation>Elle y est déjà ({zone})</translation>
    </message>
    <message>
        <source>Your Vice Leader zone is taken</source>
        <translation>Votre zone Vice Leader est occupée</translation>
    </message>
    <message>
        <source>Change Vita by 1 to {most}</source>
        <translation>Modifiez la Vita de 1 à {most}</translation>
    </message>
    <message>
        <source>Counters go only on cards on the Field</source>
        <translation>Les marqueurs ne vont que sur des cartes du Campo</translation>
    </message>
    <message>
        <source>A counter type is a short lower-case name, like rabbia</source>
        <translation>Un type de marqueur est un nom court en minuscules, comme rabbia</translation>
    </message>
    <message>
        <source>Change counters by 1 to {most}</source>
        <translation>Modifiez les marqueurs de 1 à {most}</translation>
    </message>
    <message>
        <source>That card has fewer counters than that</source>
        <translation>Cette carte a moins de marqueurs que cela</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>This is a replay</source>
        <translation>Ceci est un replay</translation>
    </message>
    <message>
        <source>Move through the game, one action per step</source>
        <translation>Parcourir la partie, une action par pas</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Comme {name} l&apos;a vue</translation>
    </message>
    <message>
        <source>Whose hand to show</source>
        <translation>Quelle main montrer</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Une action en arrière</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Une action en avant</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>À la fin</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show the review: each player&apos;s chance to win turn by turn, and the moves the Hard computer would have played otherwise</source>
        <translation>Afficher l&apos;analyse : les chances de victoire de chaque joueur tour par tour, et les coups que l&apos;ordinateur Difficile aurait joués autrement</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} sur {total}</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Chart each player&apos;s chance to win, and find the moves of the player shown that the Hard computer would have played otherwise</source>
        <translation>Tracer les chances de victoire de chaque joueur et trouver les coups du joueur affiché que l&apos;ordinateur Difficile aurait joués autrement</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Click a move to see the position before it</source>
        <translation>Cliquez sur un coup pour voir la position avant lui</translation>
    </message>
    <message>
        <source>Reviewing the moves of %1…</source>
        <translation>Analyse des coups de %1…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source>The review stopped: %1</source>
        <translation>L&apos;analyse s&apos;est arrêtée : %1</translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s chance to win at the start of each turn, as the computer judges the position; %n decision(s) reviewed.</source>
        <translation>
            <numerusform>Les chances de victoire de chaque joueur au début de chaque tour, selon l&apos;ordinateur ; %n décision analysée.</numerusform>
            <numerusform>Les chances de victoire de chaque joueur au début de chaque tour, selon l&apos;ordinateur ; %n décisions analysées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1: %2. The computer would have played: %3 (%4 more chance to win)</source>
        <translation>Tour %1 : %2. L&apos;ordinateur aurait joué : %3 (%4 de chances de victoire en plus)</translation>
    </message>
    <message>
        <source>No move lost clearly against the Hard computer.</source>
        <translation>Aucun coup n&apos;a clairement perdu face à l&apos;ordinateur Difficile.</translation>
    </message>
</context>
<context>
    <name>SearchProblems</name>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>cannot read the query: {detail}</source>
        <translation>impossible de lire la recherche : {detail}</translation>
    </message>
    <message>
        <source>cannot search for that: {detail}</source>
        <translation>impossible de chercher cela : {detail}</translation>
    </message>
    <message>
        <source>unknown filter {name} in {token}; known filters: {known}</source>
        <translation>filtre inconnu {name} dans {token} ; filtres connus : {known}</translation>
    </message>
    <message>
        <source>unknown filter {name}</source>
        <translation>filtre inconnu {name}</translation>
    </message>
    <message>
        <source>{key} needs a whole number in {token}</source>
        <translation>{key} demande un nombre entier dans {token}</translation>
    </message>
    <message>
        <source>{key} takes &apos;:&apos; (as in {example}), not {op}</source>
        <translation>{key} prend &apos;:&apos; (comme dans {example}), pas {op}</translation>
    </message>
    <message>
        <source>unknown ink {value} in {token}; inks are {inks}</source>
        <translation>encre inconnue {value} dans {token} ; les encres sont {inks}</translation>
    </message>
    <message>
        <source>unknown type {value} in {token}; types are {types}</source>
        <translation>type inconnu {value} dans {token} ; les types sont {types}</translation>
    </message>
    <message>
        <source>unknown format {value} in {token}; formats are core, infinity</source>
        <translation>format inconnu {value} dans {token} ; les formats sont core, infinity</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>⚠ The settings file {path} cannot be used: {problem}. It stays as it is unless you save; saving keeps it beside the new file.</source>
        <translation>⚠ Le fichier de réglages {path} ne peut pas être utilisé : {problem}. Il reste tel quel sauf si vous enregistrez ; enregistrer le garde à côté du nouveau fichier.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>La langue du système (%1)</translation>
    </message>
    <message>
        <source>The language of the window, of the game&apos;s words and, where the card data has them, of the cards</source>
        <translation>La langue de la fenêtre, des mots du jeu et, quand les données des cartes les ont, des cartes</translation>
    </message>
    <message>
        <source>A new language reopens the window in it; a game in progress goes on where you left it. Cards show in the language when you have imported its card data (File &gt; Import card data…), in English otherwise.</source>
        <translation>Une nouvelle langue rouvre la fenêtre dans cette langue ; une partie en cours continue là où vous l&apos;avez laissée. Les cartes s&apos;affichent dans la langue une fois ses données de cartes importées (Fichier &gt; Importer des données de cartes…), en anglais sinon.</translation>
    </message>
    <message>
        <source>Your own card images</source>
        <translation>Vos propres images de cartes</translation>
    </message>
    <message>
        <source>Lorcana Desktop draws every card face itself. If you have pictures of your cards, choose the folder (or zip file) that holds them: they are shown in the catalog and the deck builder instead of our drawings.</source>
        <translation>Lorcana Desktop dessine lui-même chaque face de carte. Si vous avez des images de vos cartes, choisissez le dossier (ou le fichier zip) qui les contient : elles s&apos;affichent dans le catalogue et dans l&apos;éditeur de decks à la place de nos dessins.</translation>
    </message>
    <message>
        <source>No folder: every card is drawn by Lorcana Desktop</source>
        <translation>Pas de dossier : chaque carte est dessinée par Lorcana Desktop</translation>
    </message>
    <message>
        <source>Folder of your card images</source>
        <translation>Dossier de vos images de cartes</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Choisir un dossier…</translation>
    </message>
    <message>
        <source>Choose zip…</source>
        <translation>Choisir un zip…</translation>
    </message>
    <message>
        <source>Use the pictures inside a .zip file (it is not unpacked)</source>
        <translation>Utiliser les images d&apos;un fichier .zip (il n&apos;est pas décompressé)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Use our own drawings for every card</source>
        <translation>Utiliser nos propres dessins pour chaque carte</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Animate card moves (a short slide, under 0.2 seconds)</source>
        <translation>Animer les mouvements des cartes (un court glissement, moins de 0,2 seconde)</translation>
    </message>
    <message>
        <source>Cards slide to where they go, so you see what the computer did; off, they jump there at once</source>
        <translation>Les cartes glissent là où elles vont, pour que vous voyiez ce qu&apos;a fait l&apos;ordinateur ; désactivé, elles y sautent aussitôt</translation>
    </message>
    <message>
        <source>Zip file of your card images</source>
        <translation>Fichier zip de vos images de cartes</translation>
    </message>
    <message>
        <source>Zip files (*.zip)</source>
        <translation>Fichiers zip (*.zip)</translation>
    </message>
    <message>
        <source>Name each picture after its printing (.png, .jpg, .jpeg or .webp, any letter case): set and number, with or without zeros, &lt;tt&gt;1-5.png&lt;/tt&gt;, &lt;tt&gt;001-005.png&lt;/tt&gt;, &lt;tt&gt;1_5.jpg&lt;/tt&gt;, &lt;tt&gt;set1-005.png&lt;/tt&gt;, &lt;tt&gt;Q1-7.png&lt;/tt&gt;; a set code, &lt;tt&gt;TFC-005.png&lt;/tt&gt;; the number in a folder named after the set, &lt;tt&gt;TFC/005.png&lt;/tt&gt; or &lt;tt&gt;Set 1/5.png&lt;/tt&gt;; or the card&apos;s full name, &lt;tt&gt;Elsa - Snow Queen.png&lt;/tt&gt; (used for all its printings). An alternate art adds its letter (&lt;tt&gt;8-224a.png&lt;/tt&gt;) and otherwise uses &lt;tt&gt;8-224.png&lt;/tt&gt;. Promos are numbered within their promo group: &lt;tt&gt;P1-3.png&lt;/tt&gt; (&lt;tt&gt;1-3.png&lt;/tt&gt; is the set&apos;s card 3). Pictures are resized to the card; a card without a picture keeps the face we draw. Subfolders one level down are read too; pictures over {megapixels} megapixels and links pointing outside the folder are refused.</source>
        <translation>Nommez chaque image d&apos;après son impression (.png, .jpg, .jpeg ou .webp, majuscules ou minuscules) : set et numéro, avec ou sans zéros, &lt;tt&gt;1-5.png&lt;/tt&gt;, &lt;tt&gt;001-005.png&lt;/tt&gt;, &lt;tt&gt;1_5.jpg&lt;/tt&gt;, &lt;tt&gt;set1-005.png&lt;/tt&gt;, &lt;tt&gt;Q1-7.png&lt;/tt&gt; ; un code de set, &lt;tt&gt;TFC-005.png&lt;/tt&gt; ; le numéro dans un dossier au nom du set, &lt;tt&gt;TFC/005.png&lt;/tt&gt; ou &lt;tt&gt;Set 1/5.png&lt;/tt&gt; ; ou le nom complet de la carte, &lt;tt&gt;Elsa - Snow Queen.png&lt;/tt&gt; (utilisé pour toutes ses impressions). Une illustration alternative ajoute sa lettre (&lt;tt&gt;8-224a.png&lt;/tt&gt;) et sinon utilise &lt;tt&gt;8-224.png&lt;/tt&gt;. Les promos sont numérotées dans leur groupe de promos : &lt;tt&gt;P1-3.png&lt;/tt&gt; (&lt;tt&gt;1-3.png&lt;/tt&gt; est la carte 3 du set). Les images sont mises à la taille de la carte ; une carte sans image garde la face que nous dessinons. Les sous-dossiers d&apos;un niveau sont lus aussi ; les images de plus de {megapixels} mégapixels et les liens qui pointent hors du dossier sont refusés.</translation>
    </message>
    <message>
        <source>Every card is drawn by Lorcana Desktop.</source>
        <translation>Chaque carte est dessinée par Lorcana Desktop.</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>le dossier n&apos;existe pas</translation>
    </message>
    <message>
        <source>it is neither a folder nor a zip file</source>
        <translation>ce n&apos;est ni un dossier ni un fichier zip</translation>
    </message>
    <message>
        <source>the zip file is damaged</source>
        <translation>le fichier zip est endommagé</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>il ne peut pas être lu</translation>
    </message>
    <message>
        <source>⚠ {folder}: {problem}</source>
        <translation>⚠ {folder} : {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s); they cover {covered} of the catalog&apos;s {printings} printings</source>
        <translation>
            <numerusform>%n image ; elle couvre {covered} des {printings} impressions du catalogue</numerusform>
            <numerusform>%n images ; elles couvrent {covered} des {printings} impressions du catalogue</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} match no printing: {names}</source>
        <translation>{count} ne correspondent à aucune impression : {names}</translation>
    </message>
    <message>
        <source>{count} refused:</source>
        <translation>{count} refusées :</translation>
    </message>
    <message>
        <source>{count} not used (another picture of the same printing comes first): {names}</source>
        <translation>{count} non utilisées (une autre image de la même impression passe avant) : {names}</translation>
    </message>
    <message>
        <source>too many pixels: {width} x {height}, more than {megapixels} megapixels</source>
        <translation>trop de pixels : {width} x {height}, plus de {megapixels} mégapixels</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>trop de pixels</translation>
    </message>
    <message>
        <source>a link pointing outside the folder, to {target}</source>
        <translation>un lien qui pointe hors du dossier, vers {target}</translation>
    </message>
    <message>
        <source>a link stored in the zip</source>
        <translation>un lien stocké dans le zip</translation>
    </message>
    <message>
        <source>file too large: {size} MB</source>
        <translation>fichier trop grand : {size} Mo</translation>
    </message>
    <message>
        <source>unreadable: {error}</source>
        <translation>illisible : {error}</translation>
    </message>
    <message>
        <source>{name} ({why})</source>
        <translation>{name} ({why})</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Réglages non enregistrés</translation>
    </message>
    <message>
        <source>{folder} is not a folder or a zip file. Choose one or clear it.</source>
        <translation>{folder} n&apos;est ni un dossier ni un fichier zip. Choisissez-en un ou effacez-le.</translation>
    </message>
    <message>
        <source>Replace the damaged settings file?</source>
        <translation>Remplacer le fichier de réglages endommagé ?</translation>
    </message>
    <message>
        <source>{path} cannot be read: {problem}.

Save new settings? The damaged file is kept beside them as {name}.damaged-&lt;date&gt;.</source>
        <translation>{path} ne peut pas être lu : {problem}.

Enregistrer de nouveaux réglages ? Le fichier endommagé est gardé à côté sous le nom {name}.damaged-&lt;date&gt;.</translation>
    </message>
    <message>
        <source>Card images: {folder} ({coverage})</source>
        <translation>Images de cartes : {folder} ({coverage})</translation>
    </message>
    <message>
        <source>Card images: our own drawings</source>
        <translation>Images de cartes : nos propres dessins</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>&lt;b&gt;Cost curve&lt;/b&gt; (bars split by ink)</source>
        <translation>&lt;b&gt;Courbe de coût&lt;/b&gt; (par encre)</translation>
    </message>
</context>
<context>
    <name>TableHelp</name>
    <message>
        <source>drag hand → inkwell</source>
        <translation>glisser main → réserve d&apos;encre</translation>
    </message>
    <message>
        <source>ink the card (CR 4.2)</source>
        <translation>placer la carte dans la réserve d&apos;encre (CR 4.2)</translation>
    </message>
    <message>
        <source>drag hand → play area</source>
        <translation>glisser main → zone de jeu</translation>
    </message>
    <message>
        <source>play it; a menu asks when you could pay ink or sing it</source>
        <translation>la jouer ; un menu demande quand vous pourriez payer en encre ou la chanter</translation>
    </message>
    <message>
        <source>drag hand → your character</source>
        <translation>glisser main → votre personnage</translation>
    </message>
    <message>
        <source>Shift onto it (CR 8.10)</source>
        <translation>Alter sur lui (CR 8.10)</translation>
    </message>
    <message>
        <source>drag character → opposing character or location</source>
        <translation>glisser personnage → personnage ou lieu adverse</translation>
    </message>
    <message>
        <source>challenge (CR 4.6)</source>
        <translation>défier (CR 4.6)</translation>
    </message>
    <message>
        <source>drag character → your location</source>
        <translation>glisser personnage → votre lieu</translation>
    </message>
    <message>
        <source>move there (CR 4.7)</source>
        <translation>s&apos;y déplacer (CR 4.7)</translation>
    </message>
    <message>
        <source>double-click a character</source>
        <translation>double-cliquer un personnage</translation>
    </message>
    <message>
        <source>quest (CR 4.5)</source>
        <translation>l&apos;envoyer à l&apos;aventure (CR 4.5)</translation>
    </message>
    <message>
        <source>quest with the card you clicked</source>
        <translation>envoyer à l&apos;aventure la carte cliquée</translation>
    </message>
    <message>
        <source>right-click a card</source>
        <translation>clic droit sur une carte</translation>
    </message>
    <message>
        <source>every action for it, and the manual tools</source>
        <translation>toutes ses actions, et les outils manuels</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>terminer votre tour</translation>
    </message>
    <message>
        <source>undo your last decision (never past a draw)</source>
        <translation>annuler votre dernière décision (jamais au-delà d&apos;une pioche)</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>rétablir</translation>
    </message>
    <message>
        <source>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel</source>
        <translation>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+molette</translation>
    </message>
    <message>
        <source>zoom in, out, back to the whole table</source>
        <translation>zoomer, dézoomer, revenir à toute la table</translation>
    </message>
    <message>
        <source>On the table (Play tab) every move is checked by the rules engine. While you drag a card, the places where it can go light up; a drop the rules refuse snaps back and says why.</source>
        <translation>Sur la table (onglet Jouer), chaque coup est vérifié par le moteur de règles. Pendant que vous glissez une carte, les endroits où elle peut aller s&apos;éclairent ; une carte lâchée là où les règles le refusent revient en place et dit pourquoi.</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Table de jeu</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>drag to act; double-click to quest; right-click for every action</source>
        <translation>glisser pour agir ; double-clic pour partir à l&apos;aventure ; clic droit pour toutes les actions</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Une carte face cachée</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>  (left the game)</source>
        <translation>  (a quitté la partie)</translation>
    </message>
    <message>
        <source>%1 of %2 ready</source>
        <translation>%1 sur %2 disponibles</translation>
    </message>
    <message>
        <source>Nothing happens there. Drag to your inkwell to ink, to your play area to play, onto an opposing character to challenge, or onto your location to move.</source>
        <translation>Il ne se passe rien là. Glissez vers votre réserve d&apos;encre pour y placer la carte, vers votre zone de jeu pour la jouer, sur un personnage adverse pour le défier, ou sur votre lieu pour vous y déplacer.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>The game log: everything that happened, newest at the bottom</source>
        <translation>Le journal de la partie : tout ce qui s&apos;est passé, le plus récent en bas</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z); never past a draw</source>
        <translation>Reprendre votre dernier coup (Ctrl+Z) ; jamais au-delà d&apos;une pioche</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Play the move you took back again (Ctrl+Shift+Z)</source>
        <translation>Rejouer le coup repris (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E)</source>
        <translation>Terminer votre tour (Ctrl+E)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Save the replay, concede, or leave the table</source>
        <translation>Enregistrer le replay, abandonner ou quitter la table</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>Computer&apos;s move</source>
        <translation>Coup de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Passez l&apos;écran à {name}.</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Tour {n}</translation>
    </message>
    <message>
        <source>Your turn, {name}: drag a card to your inkwell or play area, onto an opposing character to challenge; double-click a character to quest; right-click for more.</source>
        <translation>À vous, {name} : glissez une carte vers votre réserve d&apos;encre ou votre zone de jeu, sur un personnage adverse pour le défier ; double-cliquez un personnage pour l&apos;envoyer à l&apos;aventure ; clic droit pour le reste.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>En attente de {name}.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>une carte face cachée</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passez l&apos;écran à {name}</translation>
    </message>
    <message>
        <source>The table is hidden so nobody sees another player&apos;s hand. {name}, click when you are ready.</source>
        <translation>La table est cachée pour que personne ne voie la main d&apos;un autre joueur. {name}, cliquez quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Je suis {name} : montrer mes cartes</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne !</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Final lore: {lore}
Turns played: {turns}</source>
        <translation>Lore final : {lore}
Tours joués : {turns}</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>Enregistrer le replay…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Regarder la table</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Manual (not automated yet):</source>
        <translation>Manuel (pas encore automatisé) :</translation>
    </message>
    <message>
        <source>The move was played, but the autosave failed: {why}</source>
        <translation>Le coup a été joué, mais l&apos;enregistrement automatique a échoué : {why}</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Interdit</translation>
    </message>
    <message>
        <source>Manual (for abilities not automated)</source>
        <translation>Manuel (pour les capacités non automatisées)</translation>
    </message>
    <message>
        <source>Return to its owner&apos;s hand</source>
        <translation>Renvoyer dans la main de son propriétaire</translation>
    </message>
    <message>
        <source>Put into its owner&apos;s discard</source>
        <translation>Mettre dans la défausse de son propriétaire</translation>
    </message>
    <message>
        <source>Put into its owner&apos;s inkwell</source>
        <translation>Mettre dans la réserve d&apos;encre de son propriétaire</translation>
    </message>
    <message>
        <source>Put on top of its owner&apos;s deck</source>
        <translation>Mettre sur la pioche de son propriétaire</translation>
    </message>
    <message>
        <source>Put at the bottom of its owner&apos;s deck</source>
        <translation>Mettre sous la pioche de son propriétaire</translation>
    </message>
    <message>
        <source>Put 1 damage on it</source>
        <translation>Placer 1 dommage dessus</translation>
    </message>
    <message>
        <source>Remove 1 damage</source>
        <translation>Retirer 1 dommage</translation>
    </message>
    <message>
        <source>Exert it</source>
        <translation>L&apos;épuiser</translation>
    </message>
    <message>
        <source>Ready it</source>
        <translation>Le redresser</translation>
    </message>
    <message>
        <source>Move to your hand</source>
        <translation>Mettre dans votre main</translation>
    </message>
    <message>
        <source>Put into play</source>
        <translation>Mettre en jeu</translation>
    </message>
    <message>
        <source>Move to your discard</source>
        <translation>Mettre dans votre défausse</translation>
    </message>
    <message>
        <source>Put into your inkwell</source>
        <translation>Mettre dans votre réserve d&apos;encre</translation>
    </message>
    <message>
        <source>Put on top of your deck</source>
        <translation>Mettre sur votre pioche</translation>
    </message>
    <message>
        <source>Put at the bottom of your deck</source>
        <translation>Mettre sous votre pioche</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Shuffle your deck</source>
        <translation>Mélanger votre pioche</translation>
    </message>
    <message>
        <source>{name} gains 1 lore</source>
        <translation>{name} gagne 1 Lore</translation>
    </message>
    <message>
        <source>{name} loses 1 lore</source>
        <translation>{name} perd 1 Lore</translation>
    </message>
    <message>
        <source>{name} gets an ink drop</source>
        <translation>{name} reçoit une goutte d&apos;encre</translation>
    </message>
    <message>
        <source>{name} loses an ink drop</source>
        <translation>{name} perd une goutte d&apos;encre</translation>
    </message>
    <message>
        <source>Look at the top card of your deck…</source>
        <translation>Regarder la carte du dessus de votre pioche…</translation>
    </message>
    <message>
        <source>Leave its location</source>
        <translation>Quitter son lieu</translation>
    </message>
    <message>
        <source>Write a note on it…</source>
        <translation>Écrire une note dessus…</translation>
    </message>
    <message>
        <source>Take the note off</source>
        <translation>Retirer la note</translation>
    </message>
    <message>
        <source>Move to {location}</source>
        <translation>Déplacer vers {location}</translation>
    </message>
    <message>
        <source>Note on {card}</source>
        <translation>Note sur {card}</translation>
    </message>
    <message>
        <source>What stays true for this card (everyone sees it until it leaves play):</source>
        <translation>Ce qui reste vrai pour cette carte (tout le monde le voit jusqu&apos;à ce qu&apos;elle quitte le jeu) :</translation>
    </message>
    <message>
        <source>Manual tools</source>
        <translation>Outils manuels</translation>
    </message>
    <message>
        <source>For card abilities the engine does not automate yet; every use is logged</source>
        <translation>Pour les capacités que le moteur n&apos;automatise pas encore ; chaque usage va au journal</translation>
    </message>
    <message>
        <source>The top card of your deck</source>
        <translation>La carte du dessus de votre pioche</translation>
    </message>
    <message>
        <source>Click one of your ready characters first, then press Q to quest with it.</source>
        <translation>Cliquez d&apos;abord un de vos personnages redressés, puis appuyez sur Q pour l&apos;envoyer à l&apos;aventure.</translation>
    </message>
    <message>
        <source>Pass the screen first: undo and redo wait for the next person.</source>
        <translation>Passez d&apos;abord l&apos;écran : annuler et rétablir attendent la personne suivante.</translation>
    </message>
    <message>
        <source>The computer player failed: {why}</source>
        <translation>Le joueur ordinateur a échoué : {why}</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Leave the table (the game is autosaved)</source>
        <translation>Quitter la table (la partie est enregistrée automatiquement)</translation>
    </message>
    <message>
        <source>Leave this game? {name} wins.</source>
        <translation>Quitter cette partie ? {name} gagne.</translation>
    </message>
    <message>
        <source>Leave this game? {names} and {last} play on.</source>
        <translation>Quitter cette partie ? {names} et {last} continuent de jouer.</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>Enregistrer le replay</translation>
    </message>
    <message>
        <source>Lorcana Desktop replays (*.lorcana-replay)</source>
        <translation>Replays Lorcana Desktop (*.lorcana-replay)</translation>
    </message>
    <message>
        <source>Could not save the replay</source>
        <translation>Le replay n&apos;a pas pu être enregistré</translation>
    </message>
    <message>
        <source>Replay saved</source>
        <translation>Replay enregistré</translation>
    </message>
    <message>
        <source>{name}&apos;s discard</source>
        <translation>Défausse de {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), the newest first</source>
        <translation>
            <numerusform>%n carte, la plus récente d&apos;abord</numerusform>
            <numerusform>%n cartes, les plus récentes d&apos;abord</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in bold can be used now: double-click one, or right-click a card for what you can do with it.</source>
        <translation>Les cartes en gras peuvent être utilisées maintenant : double-cliquez-en une, ou clic droit sur une carte pour ce que vous pouvez en faire.</translation>
    </message>
    <message>
        <source>Right-click a card for the manual tools.</source>
        <translation>Clic droit sur une carte pour les outils manuels.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
</TS>
