<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Ink {card}</source>
        <translation>Inchiostra {card}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Gioca {card}</translation>
    </message>
    <message>
        <source>Shift {card} onto {base}</source>
        <translation>Trasformazione: {card} su {base}</translation>
    </message>
    <message>
        <source>Sing {card} with {singers}</source>
        <translation>Canta {card} con {singers}</translation>
    </message>
    <message>
        <source>Quest with {card}</source>
        <translation>Manda all&apos;avventura {card}</translation>
    </message>
    <message>
        <source>{card} challenges {target}</source>
        <translation>{card} sfida {target}</translation>
    </message>
    <message>
        <source>Move {card} to {location}</source>
        <translation>Sposta {card} in {location}</translation>
    </message>
    <message>
        <source>Boost {card}</source>
        <translation>Potenziamento di {card}</translation>
    </message>
    <message>
        <source>Use {card}: {ability}</source>
        <translation>Usa {card}: {ability}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Resolve {ability} ({card})</source>
        <translation>Risolvi {ability} ({card})</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Choose {n}</source>
        <translation>Scegli {n}</translation>
    </message>
    <message>
        <source>{action}, removing an ink drop to pay</source>
        <translation>{action}, togliendo una goccia d&apos;inchiostro per pagare</translation>
    </message>
    <message>
        <source>{action}, removing {drops} ink drops to pay</source>
        <translation>{action}, togliendo {drops} gocce d&apos;inchiostro per pagare</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Fase successiva</translation>
    </message>
    <message>
        <source>End the Main phase, skip the Battle phase</source>
        <translation>Termina la fase principale, salta la fase di battaglia</translation>
    </message>
    <message>
        <source>Play {card} on {targets}</source>
        <translation>Gioca {card} su {targets}</translation>
    </message>
    <message>
        <source>Play {card} (alternative cost)</source>
        <translation>Gioca {card} (costo alternativo)</translation>
    </message>
    <message>
        <source>Evolve into {card}</source>
        <translation>Evolvi in {card}</translation>
    </message>
    <message>
        <source>Evolve into {card} («{mode}» the Vice Leader)</source>
        <translation>Evolvi in {card} («{mode}» il Vice Leader)</translation>
    </message>
    <message>
        <source>Attack {target} with {card}</source>
        <translation>Attacca {target} con {card}</translation>
    </message>
    <message>
        <source>Activate {card}: {effect}</source>
        <translation>Attiva {card}: {effect}</translation>
    </message>
    <message>
        <source>Use the Leader effect</source>
        <translation>Usa l&apos;effetto Leader</translation>
    </message>
    <message>
        <source>Reveal {card} (RIVELA)</source>
        <translation>Rivela {card} (RIVELA)</translation>
    </message>
    <message>
        <source>Choose {targets}</source>
        <translation>Scegli {targets}</translation>
    </message>
    <message>
        <source>Choose nothing</source>
        <translation>Non scegliere niente</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Opzione {n}</translation>
    </message>
    <message>
        <source>Next: {card}</source>
        <translation>Prossima: {card}</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>una carta coperta</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Pay {ink} ⬡</source>
        <translation>Paga {ink} ⬡</translation>
    </message>
    <message>
        <source>Pay {ink} ⬡ and remove 1 ink drop</source>
        <translation>Paga {ink} ⬡ e togli una goccia d&apos;inchiostro</translation>
    </message>
    <message>
        <source>Pay {ink} ⬡ and remove {drops} ink drops</source>
        <translation>Paga {ink} ⬡ e togli {drops} gocce d&apos;inchiostro</translation>
    </message>
    <message>
        <source>Don&apos;t pay</source>
        <translation>Non pagare</translation>
    </message>
    <message>
        <source>Put it on the bottom of your deck</source>
        <translation>Mettila in fondo al tuo mazzo</translation>
    </message>
    <message>
        <source>Keep it in play</source>
        <translation>Lasciala in gioco</translation>
    </message>
    <message>
        <source>Discard {count} cards</source>
        <translation>Scarta {count} carte</translation>
    </message>
    <message>
        <source>Discard 1 card that fits</source>
        <translation>Scarta 1 carta adatta</translation>
    </message>
    <message>
        <source>Get the ink drop</source>
        <translation>Ricevi la goccia d&apos;inchiostro</translation>
    </message>
    <message>
        <source>Put the top card of your deck into your inkwell instead</source>
        <translation>Metti invece la prima carta del tuo mazzo nel tuo calamaio</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Giocala</translation>
    </message>
    <message>
        <source>Shift it onto {bases}</source>
        <translation>Trasformazione su {bases}</translation>
    </message>
    <message>
        <source>Put it into your hand</source>
        <translation>Mettila nella tua mano</translation>
    </message>
    <message>
        <source>Play it for free instead; it enters play exerted</source>
        <translation>Giocala invece gratis; entra in gioco impegnata</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <source>Don&apos;t draw</source>
        <translation>Non pescare</translation>
    </message>
    <message>
        <source>Keep it on top of the deck</source>
        <translation>Lasciala in cima al mazzo</translation>
    </message>
    <message>
        <source>Put it on the bottom of the deck</source>
        <translation>Mettila in fondo al mazzo</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Lorcana Desktop: no data folder</source>
        <translation>Lorcana Desktop: nessuna cartella dei dati</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already open with the data in %1; its window was brought to the front.</source>
        <translation>Lorcana Desktop è già aperto con i dati in %1; la sua finestra è stata portata in primo piano.</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already starting with the data in %1; its window opens in a moment.</source>
        <translation>Lorcana Desktop si sta già avviando con i dati in %1; la sua finestra si apre tra un momento.</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already running</source>
        <translation>Lorcana Desktop è già in esecuzione</translation>
    </message>
    <message>
        <source>Another Lorcana Desktop is using the data in %1 but does not answer. Close it, or wait until it has finished starting, then start Lorcana Desktop again.</source>
        <translation>Un altro Lorcana Desktop sta usando i dati in %1 ma non risponde. Chiudilo, o attendi che abbia finito di avviarsi, poi avvia di nuovo Lorcana Desktop.</translation>
    </message>
    <message>
        <source>Lorcana Desktop: no card data</source>
        <translation>Lorcana Desktop: nessun dato delle carte</translation>
    </message>
    <message>
        <source>Lorcana Desktop cannot start</source>
        <translation>Lorcana Desktop non può avviarsi</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Search text, or filters: ink:amber cost&lt;=3 keyword:evasive (F1: help)</source>
        <translation>Testo da cercare, o filtri: ink:amber cost&lt;=3 keyword:evasive (F1: aiuto)</translation>
    </message>
    <message>
        <source>Words and filters, as in the catalog; F1 lists every filter (Ctrl+F)</source>
        <translation>Parole e filtri, come nel catalogo; F1 elenca ogni filtro (Ctrl+F)</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Show the cards as faces</source>
        <translation>Mostra le carte intere</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Elenco</translation>
    </message>
    <message>
        <source>Show the cards as a list</source>
        <translation>Mostra le carte in un elenco</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Add one</source>
        <translation>Aggiungine una</translation>
    </message>
    <message>
        <source>Add a playset (up to the copy limit)</source>
        <translation>Aggiungi un set completo (fino al limite di copie)</translation>
    </message>
    <message>
        <source>Add one to the sideboard</source>
        <translation>Aggiungine una al sideboard</translation>
    </message>
    <message>
        <source>Take one out</source>
        <translation>Togline una</translation>
    </message>
</context>
<context>
    <name>CardFilterBar</name>
    <message>
        <source>Show cards playable with %1 (with the other inks chosen)</source>
        <translation>Mostra le carte giocabili con %1 (con gli altri inchiostri scelti)</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Azzera i filtri</translation>
    </message>
    <message>
        <source>Set every filter back to “any”</source>
        <translation>Riporta ogni filtro a “qualsiasi”</translation>
    </message>
    <message>
        <source>cost </source>
        <translation>costo </translation>
    </message>
    <message>
        <source>The lowest cost shown</source>
        <translation>Il costo più basso mostrato</translation>
    </message>
    <message>
        <source>to </source>
        <translation>fino a </translation>
    </message>
    <message>
        <source>The highest cost shown (“any”: no upper limit)</source>
        <translation>Il costo più alto mostrato (“qualsiasi”: nessun limite)</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Ogni tipo</translation>
    </message>
    <message>
        <source>Any classification</source>
        <translation>Ogni classificazione</translation>
    </message>
    <message>
        <source>Any keyword</source>
        <translation>Ogni parola chiave</translation>
    </message>
    <message>
        <source>Any set</source>
        <translation>Ogni set</translation>
    </message>
    <message>
        <source>Any rarity</source>
        <translation>Ogni rarità</translation>
    </message>
    <message>
        <source>Inkable or not</source>
        <translation>Inchiostrabile o no</translation>
    </message>
    <message>
        <source>Inkable</source>
        <translation>Inchiostrabile</translation>
    </message>
    <message>
        <source>Uninkable</source>
        <translation>Non inchiostrabile</translation>
    </message>
    <message>
        <source>Any format</source>
        <translation>Ogni formato</translation>
    </message>
    <message>
        <source>Legal in Core</source>
        <translation>Legale in Core</translation>
    </message>
    <message>
        <source>Legal in Infinity</source>
        <translation>Legale in Infinity</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Tipo di carta</translation>
    </message>
    <message>
        <source>Classification (Hero, Princess, Storyborn, ...)</source>
        <translation>Classificazione (Eroe, Principessa, Classico, ...)</translation>
    </message>
    <message>
        <source>Keyword ability</source>
        <translation>Parola chiave</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rarità</translation>
    </message>
    <message>
        <source>Legal in a format</source>
        <translation>Legale in un formato</translation>
    </message>
    <message>
        <source>Show or hide the classification, keyword, set, rarity, inkable and format filters</source>
        <translation>Mostra o nascondi i filtri di classificazione, parola chiave, set, rarità, inchiostrabilità e formato</translation>
    </message>
    <message>
        <source>More filters</source>
        <translation>Altri filtri</translation>
    </message>
    <message>
        <source>More filters (%1)</source>
        <translation>Altri filtri (%1)</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>drying</source>
        <translation>asciuga</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manuale</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <source>Done looking</source>
        <translation>Ho finito di guardare</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Una carta a faccia in giù</translation>
    </message>
    <message numerus="yes">
        <source>The top %n card(s) of {name}&apos;s deck, the top one first</source>
        <translation>
            <numerusform>La prima carta del mazzo di {name}</numerusform>
            <numerusform>Le prime %n carte del mazzo di {name}, la prima in cima</numerusform>
        </translation>
    </message>
    <message>
        <source>The top card of {name}&apos;s deck</source>
        <translation>La prima carta del mazzo di {name}</translation>
    </message>
    <message>
        <source>Click the cards in the order they go on the bottom of the deck: 1 goes down first, the last ends up at the very bottom</source>
        <translation>Clicca le carte nell&apos;ordine in cui vanno in fondo al mazzo: la 1 va giù per prima, l&apos;ultima finisce in fondo</translation>
    </message>
    <message>
        <source>Click the cards in the order they go back on top of the deck: 1 ends up on top</source>
        <translation>Clicca le carte nell&apos;ordine in cui tornano in cima al mazzo: la 1 finisce in cima</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, revealed</source>
        <translation>La mano di {name}, rivelata</translation>
    </message>
    <message>
        <source>In the discard, the newest first</source>
        <translation>Nella pila degli scarti, le più recenti per prime</translation>
    </message>
    <message>
        <source>You look at {name}&apos;s hand (only you see it)</source>
        <translation>Guardi la mano di {name} (la vedi solo tu)</translation>
    </message>
    <message>
        <source>You look at the top of {name}&apos;s deck, the top card first (only you see it)</source>
        <translation>Guardi la cima del mazzo di {name}, dalla prima carta (le vedi solo tu)</translation>
    </message>
    <message>
        <source>In {name}&apos;s inkwell</source>
        <translation>Nel calamaio di {name}</translation>
    </message>
    <message>
        <source>Under a card</source>
        <translation>Sotto una carta</translation>
    </message>
    <message>
        <source> — click a lit card to choose it</source>
        <translation> — clicca una carta illuminata per sceglierla</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>Point at a card to see it here, large, with its full text.</source>
        <translation>Punta una carta per vederla qui, grande, con tutto il testo.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>banned</source>
        <translation>bandita</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>legale</translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>non legale</translation>
    </message>
    <message>
        <source>its effect</source>
        <translation>il suo effetto</translation>
    </message>
    <message>
        <source>Manual (not automated yet): %1</source>
        <translation>Manuale (non ancora automatizzata): %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>costo %1</translation>
    </message>
    <message>
        <source>inkable</source>
        <translation>inchiostrabile</translation>
    </message>
    <message>
        <source>not inkable</source>
        <translation>non inchiostrabile</translation>
    </message>
    <message>
        <source>Strength %1  Willpower %2  Lore %3</source>
        <translation>Forza %1  Volontà %2  Leggenda %3</translation>
    </message>
    <message>
        <source>Move cost %1  Willpower %2  Lore %3</source>
        <translation>Costo di spostamento %1  Volontà %2  Leggenda %3</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n nel mazzo</numerusform>
            <numerusform>%n nel mazzo</numerusform>
        </translation>
    </message>
    <message>
        <source>double-click, + or drag to add</source>
        <translation>doppio clic, + o trascina per aggiungere</translation>
    </message>
</context>
<context>
    <name>CatalogView</name>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Ink</source>
        <translation>Inchiostro</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>move %1 / %2 / %3</source>
        <translation>spost. %1 / %2 / %3</translation>
    </message>
    <message>
        <source>Search: words and filters, e.g.  ink:amber cost&lt;=3 type:character keyword:evasive set:5 inkable (F1: help)</source>
        <translation>Cerca: parole e filtri, ad es.  ink:amber cost&lt;=3 type:character keyword:evasive set:5 inkable (F1: aiuto)</translation>
    </message>
    <message>
        <source>Words search names and rules text; filters narrow the cards. F1 shows every filter.</source>
        <translation>Le parole cercano nei nomi e nel testo delle regole; i filtri restringono le carte. F1 mostra ogni filtro.</translation>
    </message>
    <message>
        <source>Double-click a row (or rest the pointer on it) to see the card enlarged</source>
        <translation>Doppio clic su una riga (o lascia il puntatore su di essa) per vedere la carta ingrandita</translation>
    </message>
    <message>
        <source>Add to deck</source>
        <translation>Aggiungi al mazzo</translation>
    </message>
    <message>
        <source>Add one copy of this card to the deck open in the Decks tab (key +)</source>
        <translation>Aggiungi una copia di questa carta al mazzo aperto nella scheda Mazzi (tasto +)</translation>
    </message>
    <message>
        <source>Add to %1</source>
        <translation>Aggiungi a %1</translation>
    </message>
    <message>
        <source>Add one copy of this card to “%1”, the deck open in the Decks tab (key +)</source>
        <translation>Aggiungi una copia di questa carta a “%1”, il mazzo aperto nella scheda Mazzi (tasto +)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the search</source>
        <translation>
            <numerusform>%n problema nella ricerca</numerusform>
            <numerusform>%n problemi nella ricerca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Add one to the deck</source>
        <translation>Aggiungine una al mazzo</translation>
    </message>
    <message>
        <source>Add a playset to the deck</source>
        <translation>Aggiungi un set completo al mazzo</translation>
    </message>
    <message>
        <source>Show enlarged</source>
        <translation>Mostra ingrandita</translation>
    </message>
    <message>
        <source>no ink</source>
        <translation>nessun inchiostro</translation>
    </message>
    <message>
        <source>not inkable</source>
        <translation>non inchiostrabile</translation>
    </message>
    <message>
        <source>inkable</source>
        <translation>inchiostrabile</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>costo %1</translation>
    </message>
    <message>
        <source>Strength &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Willpower &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Lore &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Forza &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Volontà &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Leggenda &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Move cost &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Willpower &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Lore &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Costo di spostamento &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Volontà &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Leggenda &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Printings:</source>
        <translation>Stampe:</translation>
    </message>
</context>
<context>
    <name>CollectionImportDialog</name>
    <message>
        <source>Import a Dreamborn collection</source>
        <translation>Importa una collezione Dreamborn</translation>
    </message>
    <message>
        <source>%1: %2 read, %3 with %4.</source>
        <translation>%1: %2 lette, %3 con %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n riga</numerusform>
            <numerusform>%n righe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s)</source>
        <translation>
            <numerusform>%n stampa</numerusform>
            <numerusform>%n stampe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing replaces your collection (%1, %2 now).</source>
        <translation>L&apos;importazione sostituisce la tua collezione (ora %1, %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read and are left out:</source>
        <translation>
            <numerusform>%n riga non si è potuta leggere ed è esclusa:</numerusform>
            <numerusform>%n righe non si sono potute leggere e sono escluse:</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: </source>
        <translation>Escluse: </translation>
    </message>
    <message>
        <source>Check: </source>
        <translation>Da controllare: </translation>
    </message>
    <message>
        <source>Replace my collection</source>
        <translation>Sostituisci la mia collezione</translation>
    </message>
    <message>
        <source>Your collection becomes what the file holds</source>
        <translation>La tua collezione diventa ciò che contiene il file</translation>
    </message>
    <message>
        <source>Keep your collection as it is</source>
        <translation>Lascia la tua collezione com&apos;è</translation>
    </message>
</context>
<context>
    <name>CollectionView</name>
    <message>
        <source>Search (as in the catalog): ink:amber set:5 rarity:legendary</source>
        <translation>Cerca (come nel catalogo): ink:amber set:5 rarity:legendary</translation>
    </message>
    <message>
        <source>Words and filters as in the catalog; set: and rarity: pick printings (F1: help)</source>
        <translation>Parole e filtri come nel catalogo; set: e rarity: scelgono le stampe (F1: aiuto)</translation>
    </message>
    <message>
        <source>Owned only</source>
        <translation>Solo possedute</translation>
    </message>
    <message>
        <source>Show only the printings you own a copy of</source>
        <translation>Mostra solo le stampe di cui possiedi una copia</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>One normal copy fewer of the selected printing (key -)</source>
        <translation>Una copia normale in meno della stampa selezionata (tasto -)</translation>
    </message>
    <message>
        <source>One more normal copy of the selected printing (key +)</source>
        <translation>Una copia normale in più della stampa selezionata (tasto +)</translation>
    </message>
    <message>
        <source>Foil</source>
        <translation>Foil</translation>
    </message>
    <message>
        <source>One foil copy fewer (Ctrl and -)</source>
        <translation>Una copia foil in meno (Ctrl e -)</translation>
    </message>
    <message>
        <source>One more foil copy (Ctrl and +)</source>
        <translation>Una copia foil in più (Ctrl e +)</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importa CSV…</translation>
    </message>
    <message>
        <source>Replace your collection with a Dreamborn collection CSV (shows what it holds first)</source>
        <translation>Sostituisci la tua collezione con un CSV di collezione Dreamborn (prima mostra cosa contiene)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Save your collection as a Dreamborn collection CSV</source>
        <translation>Salva la tua collezione come CSV di collezione Dreamborn</translation>
    </message>
    <message>
        <source>A saved deck to compare with your collection</source>
        <translation>Un mazzo salvato da confrontare con la tua collezione</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Copy the list of missing cards</source>
        <translation>Copia l&apos;elenco delle carte mancanti</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>Esporta come testo…</translation>
    </message>
    <message>
        <source>Save the list of missing cards as a text file</source>
        <translation>Salva l&apos;elenco delle carte mancanti in un file di testo</translation>
    </message>
    <message>
        <source>The selected printing (rest the pointer on a row to see it bigger)</source>
        <translation>La stampa selezionata (lascia il puntatore su una riga per vederla più grande)</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Ink</source>
        <translation>Inchiostro</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rarità</translation>
    </message>
    <message>
        <source>own %1 normal, %2 foil</source>
        <translation>possiedi %1 normali, %2 foil</translation>
    </message>
    <message>
        <source>+/- change normal, Ctrl +/- foil</source>
        <translation>+/- cambia le normali, Ctrl +/- le foil</translation>
    </message>
    <message>
        <source>%1 copies is more than the collection can hold: counts stop at %2. The count was not changed.</source>
        <translation>%1 copie sono più di quante la collezione ne possa contenere: il conteggio si ferma a %2. Il conteggio non è cambiato.</translation>
    </message>
    <message>
        <source>Counts stop at %1 copies. The count was not changed.</source>
        <translation>Il conteggio si ferma a %1 copie. Il conteggio non è cambiato.</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Possedute</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completo</translation>
    </message>
    <message>
        <source>Printings you own at least one copy of, of every printing in the set; double-click a set to list its printings</source>
        <translation>Le stampe di cui possiedi almeno una copia, su tutte le stampe del set; doppio clic su un set per elencarne le stampe</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Missing for a deck</source>
        <translation>Mancanti per un mazzo</translation>
    </message>
    <message>
        <source>The collection cannot be saved: %1</source>
        <translation>La collezione non si può salvare: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s) shown</source>
        <translation>
            <numerusform>%n stampa mostrata</numerusform>
            <numerusform>%n stampe mostrate</numerusform>
        </translation>
    </message>
    <message>
        <source>you own %1 (%2)</source>
        <translation>ne possiedi %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s)</source>
        <translation>
            <numerusform>%n stampa</numerusform>
            <numerusform>%n stampe</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non salvato: %1</translation>
    </message>
    <message>
        <source>The count was not saved</source>
        <translation>Il conteggio non è stato salvato</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 printings owned, %4 in all</source>
        <translation>%1: %2 stampe possedute su %3, %4 in tutto</translation>
    </message>
    <message>
        <source>%1 is too large to be a collection CSV.</source>
        <translation>%1 è troppo grande per essere un CSV di collezione.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it is not a Dreamborn CSV.</source>
        <translation>%1 non è testo UTF-8, quindi non è un CSV Dreamborn.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Impossibile leggere %1: %2.</translation>
    </message>
    <message>
        <source>Nothing to import</source>
        <translation>Niente da importare</translation>
    </message>
    <message>
        <source>%1 of the file could not be read. Replace your collection (%2) with the %3 that were read? The cards of the unread rows will no longer be in it.</source>
        <translation>%1 del file non si sono potute leggere. Sostituire la tua collezione (%2) con le %3 lette? Le carte delle righe non lette non ci saranno più.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n riga</numerusform>
            <numerusform>%n righe</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace your collection?</source>
        <translation>Sostituire la tua collezione?</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Non importato: %1</translation>
    </message>
    <message>
        <source>The collection was not imported</source>
        <translation>La collezione non è stata importata</translation>
    </message>
    <message>
        <source>Imported %1 (%2).</source>
        <translation>Importate %1 (%2).</translation>
    </message>
    <message>
        <source>Not imported: your collection is unchanged.</source>
        <translation>Non importato: la tua collezione non è cambiata.</translation>
    </message>
    <message>
        <source>Import a Dreamborn collection</source>
        <translation>Importa una collezione Dreamborn</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Export the collection</source>
        <translation>Esporta la collezione</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <source>No saved decks yet: build one in the Decks tab.</source>
        <translation>Nessun mazzo salvato: costruiscine uno nella scheda Mazzi.</translation>
    </message>
    <message>
        <source>You own every card of %1.</source>
        <translation>Possiedi ogni carta di %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing</source>
        <translation>
            <numerusform>%n carta mancante</numerusform>
            <numerusform>%n carte mancanti</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 different) of %2 in %3.</source>
        <translation>(%1 diverse) su %2 in %3.</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>mazzo</translation>
    </message>
    <message>
        <source>Export the missing cards</source>
        <translation>Esporta le carte mancanti</translation>
    </message>
    <message>
        <source>missing - %1.txt</source>
        <translation>mancanti - %1.txt</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Testo (*.txt)</translation>
    </message>
</context>
<context>
    <name>CostCurveChart</name>
    <message>
        <source>The cost curve appears as cards are added</source>
        <translation>La curva dei costi appare man mano che aggiungi carte</translation>
    </message>
</context>
<context>
    <name>CostSpinBox</name>
    <message>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Characters</source>
        <translation>Personaggi</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Azioni</translation>
    </message>
    <message>
        <source>Songs</source>
        <translation>Canzoni</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Oggetti</translation>
    </message>
    <message>
        <source>Locations</source>
        <translation>Luoghi</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <source>Maybeboard</source>
        <translation>Maybeboard</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nuovo mazzo</translation>
    </message>
    <message>
        <source>main deck</source>
        <translation>mazzo principale</translation>
    </message>
    <message>
        <source>sideboard</source>
        <translation>sideboard</translation>
    </message>
    <message>
        <source>maybeboard</source>
        <translation>maybeboard</translation>
    </message>
    <message>
        <source>No cards yet.</source>
        <translation>Ancora nessuna carta.</translation>
    </message>
    <message numerus="yes">
        <source>%n song(s)</source>
        <translation>
            <numerusform>%n canzone</numerusform>
            <numerusform>%n canzoni</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cards; with 4 copies %2, 3 copies %3, 2 copies %4, 1 copy %5.</source>
        <translation>%1 carte; con 4 copie %2, 3 copie %3, 2 copie %4, 1 copia %5.</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 su %2 (%3)</translation>
    </message>
    <message>
        <source>Inks:</source>
        <translation>Inchiostri:</translation>
    </message>
    <message>
        <source>Inkable:</source>
        <translation>Inchiostrabili:</translation>
    </message>
    <message>
        <source>Types:</source>
        <translation>Tipi:</translation>
    </message>
    <message>
        <source>Average cost:</source>
        <translation>Costo medio:</translation>
    </message>
    <message>
        <source>Opening hand:</source>
        <translation>Mano iniziale:</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n personaggio</numerusform>
            <numerusform>%n personaggi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n azione</numerusform>
            <numerusform>%n azioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n oggetto</numerusform>
            <numerusform>%n oggetti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n location(s)</source>
        <translation>
            <numerusform>%n luogo</numerusform>
            <numerusform>%n luoghi</numerusform>
        </translation>
    </message>
    <message>
        <source>Your saved decks: pick one to open it</source>
        <translation>I tuoi mazzi salvati: scegline uno per aprirlo</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nome del mazzo</translation>
    </message>
    <message>
        <source>The deck&apos;s name (Save keeps it under this name)</source>
        <translation>Il nome del mazzo (Salva lo conserva con questo nome)</translation>
    </message>
    <message>
        <source>The format the deck is checked against</source>
        <translation>Il formato con cui si controlla il mazzo</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuovo</translation>
    </message>
    <message>
        <source>Start a new, empty deck (Ctrl+N)</source>
        <translation>Inizia un mazzo nuovo, vuoto (Ctrl+N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save the deck under its name (Ctrl+S)</source>
        <translation>Salva il mazzo con il suo nome (Ctrl+S)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplica</translation>
    </message>
    <message>
        <source>Save a copy under a new name and go on editing the copy</source>
        <translation>Salva una copia con un nuovo nome e continua a modificare la copia</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Delete the saved deck (asks first)</source>
        <translation>Elimina il mazzo salvato (chiede prima)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>Paste or open a deck list, deck code or Tabletop Simulator file</source>
        <translation>Incolla o apri una lista, un codice mazzo o un file di Tabletop Simulator</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Copy the deck or save it as a file</source>
        <translation>Copia il mazzo o salvalo in un file</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copia come testo</translation>
    </message>
    <message>
        <source>Copy deck code</source>
        <translation>Copia il codice mazzo</translation>
    </message>
    <message>
        <source>Save as text file…</source>
        <translation>Salva come file di testo…</translation>
    </message>
    <message>
        <source>Save deck code file…</source>
        <translation>Salva un file con il codice mazzo…</translation>
    </message>
    <message>
        <source>Save as Tabletop Simulator JSON…</source>
        <translation>Salva come JSON di Tabletop Simulator…</translation>
    </message>
    <message>
        <source>Test this deck…</source>
        <translation>Metti alla prova il mazzo…</translation>
    </message>
    <message>
        <source>Play many computer games between this deck and others, on every core, and see what won and what each card did</source>
        <translation>Fai giocare al computer molte partite tra questo mazzo e altri, su tutti i core, e guarda che cosa ha vinto e che cosa ha fatto ogni carta</translation>
    </message>
    <message>
        <source>One more copy of the selected card (key +)</source>
        <translation>Una copia in più della carta selezionata (tasto +)</translation>
    </message>
    <message>
        <source>One copy fewer of the selected card (key -)</source>
        <translation>Una copia in meno della carta selezionata (tasto -)</translation>
    </message>
    <message>
        <source>The card last clicked in the deck list or the browser</source>
        <translation>L&apos;ultima carta cliccata nella lista del mazzo o nelle carte</translation>
    </message>
    <message>
        <source>Notes: plan, mulligan advice, sideboard ideas…</source>
        <translation>Note: piano di gioco, consigli sul mulligan, idee per il sideboard…</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Mazzo:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Decks cannot be saved: %1</source>
        <translation>I mazzi non si possono salvare: %1</translation>
    </message>
    <message numerus="yes">
        <source>(+%n outside the main deck)</source>
        <translation>
            <numerusform>(+%n fuori dal mazzo principale)</numerusform>
            <numerusform>(+%n fuori dal mazzo principale)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>non salvato</translation>
    </message>
    <message>
        <source>Legal in %1.</source>
        <translation>Legale in %1.</translation>
    </message>
    <message numerus="yes">
        <source>Not legal in %1: %n problem(s).</source>
        <translation>
            <numerusform>Non legale in %1: %n problema.</numerusform>
            <numerusform>Non legale in %1: %n problemi.</numerusform>
        </translation>
    </message>
    <message>
        <source>(unsaved deck)</source>
        <translation>(mazzo non salvato)</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before leaving it?</source>
        <translation>Salvare le modifiche a “%1” prima di lasciarlo?</translation>
    </message>
    <message>
        <source>There is no saved deck named “%1”.</source>
        <translation>Non c&apos;è nessun mazzo salvato con il nome “%1”.</translation>
    </message>
    <message>
        <source>The deck needs a name before it can be saved.</source>
        <translation>Il mazzo ha bisogno di un nome per essere salvato.</translation>
    </message>
    <message>
        <source>Replace deck</source>
        <translation>Sostituisci il mazzo</translation>
    </message>
    <message>
        <source>A deck named “%1” already exists. Replace it?</source>
        <translation>Esiste già un mazzo chiamato “%1”. Sostituirlo?</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Il mazzo non è stato salvato</translation>
    </message>
    <message>
        <source>The deck was not saved: %1</source>
        <translation>Il mazzo non è stato salvato: %1</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 copia</translation>
    </message>
    <message>
        <source>The copy was not saved</source>
        <translation>La copia non è stata salvata</translation>
    </message>
    <message>
        <source>The copy was not saved: %1</source>
        <translation>La copia non è stata salvata: %1</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Elimina il mazzo</translation>
    </message>
    <message>
        <source>Delete the deck “%1”? This cannot be undone.</source>
        <translation>Eliminare il mazzo “%1”? Non si può annullare.</translation>
    </message>
    <message>
        <source>The deck was not deleted</source>
        <translation>Il mazzo non è stato eliminato</translation>
    </message>
    <message>
        <source>The deck was not deleted: %1</source>
        <translation>Il mazzo non è stato eliminato: %1</translation>
    </message>
    <message>
        <source>Unsaved deck</source>
        <translation>Mazzo non salvato</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before closing?</source>
        <translation>Salvare le modifiche a “%1” prima di chiudere?</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Guarda la partita</translation>
    </message>
    <message>
        <source>A game is on the table. Leave it to watch this game? It is saved: Resume the last game goes back to it.</source>
        <translation>C&apos;è una partita sul tavolo. Lasciarla per guardare questa partita? È salvata: Riprendi l&apos;ultima partita la riapre.</translation>
    </message>
    <message>
        <source>The imported deck was not saved</source>
        <translation>Il mazzo importato non è stato salvato</translation>
    </message>
    <message>
        <source>The imported deck was not saved: %1</source>
        <translation>Il mazzo importato non è stato salvato: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported &apos;%1&apos;: %n card(s)</source>
        <translation>
            <numerusform>Importato &apos;%1&apos;: %n carta</numerusform>
            <numerusform>Importato &apos;%1&apos;: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped.</source>
        <translation>
            <numerusform>%n riga saltata.</numerusform>
            <numerusform>%n righe saltate.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck list is on the clipboard.</source>
        <translation>La lista del mazzo è negli appunti.</translation>
    </message>
    <message>
        <source>The deck code is on the clipboard.</source>
        <translation>Il codice del mazzo è negli appunti.</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Testo (*.txt)</translation>
    </message>
    <message>
        <source>Deck code (*.txt)</source>
        <translation>Codice mazzo (*.txt)</translation>
    </message>
    <message>
        <source>Tabletop Simulator (*.json)</source>
        <translation>Tabletop Simulator (*.json)</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Esporta il mazzo</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message numerus="yes">
        <source>%n preconstructed deck(s) (is/are) ready in the Deck list above: %1. Pick one to play or change it, or build your own.</source>
        <translation>
            <numerusform>%n mazzo precostruito è pronto nella lista qui sopra: %1. Sceglilo per giocarlo o modificarlo, o costruisci il tuo.</numerusform>
            <numerusform>%n mazzi precostruiti sono pronti nella lista qui sopra: %1. Scegline uno per giocarlo o modificarlo, o costruisci il tuo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Non aggiunta: %1</translation>
    </message>
</context>
<context>
    <name>DeckImportDialog</name>
    <message>
        <source>Imported deck</source>
        <translation>Mazzo importato</translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation>Importa un mazzo</translation>
    </message>
    <message>
        <source>Paste a deck list (“4 Elsa - Snow Queen” or “4x Elsa” per line), a deck code, or Tabletop Simulator JSON — or open a file.</source>
        <translation>Incolla una lista (“4 Elsa - Snow Queen” o “4x Elsa” per riga), un codice mazzo o un JSON di Tabletop Simulator — oppure apri un file.</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Apri file…</translation>
    </message>
    <message>
        <source>Read a deck list, deck code or Tabletop Simulator file into the box</source>
        <translation>Leggi nel riquadro una lista, un codice mazzo o un file di Tabletop Simulator</translation>
    </message>
    <message>
        <source>Nothing read yet.</source>
        <translation>Ancora niente di letto.</translation>
    </message>
    <message>
        <source>Problems (double-click a suggested name to use it)</source>
        <translation>Problemi (doppio clic su un nome suggerito per usarlo)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <source>Save the deck as read (lines that could not be read are left out)</source>
        <translation>Salva il mazzo come è stato letto (le righe illeggibili restano fuori)</translation>
    </message>
    <message>
        <source>Close without importing</source>
        <translation>Chiudi senza importare</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>%1 is too large to be a deck list.</source>
        <translation>%1 è troppo grande per essere una lista di mazzo.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it is not a deck list this program reads.</source>
        <translation>%1 non è testo UTF-8, quindi non è una lista che questo programma legge.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Impossibile leggere %1: %2.</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>Apri un file di mazzo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.dek *.csv);;All files (*)</source>
        <translation>Liste di mazzi (*.txt *.json *.dek *.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Non importato</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Da controllare</translation>
    </message>
    <message>
        <source>Double-click to use %1 on line %2</source>
        <translation>Doppio clic per usare %1 alla riga %2</translation>
    </message>
    <message numerus="yes">
        <source>Merged: lines %1 all name %2, so the deck gets %3 = %n copies</source>
        <translation>
            <numerusform>Unite: le righe %1 nominano tutte %2, quindi il mazzo ne ha %3 = %n copia</numerusform>
            <numerusform>Unite: le righe %1 nominano tutte %2, quindi il mazzo ne ha %3 = %n copie</numerusform>
        </translation>
    </message>
    <message>
        <source>Not legal in %1:</source>
        <translation>Non legale in %1:</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Da controllare: %1</translation>
    </message>
    <message numerus="yes">
        <source>Read as %1: %n card(s) in the main deck</source>
        <translation>
            <numerusform>Letto come %1: %n carta nel mazzo principale</numerusform>
            <numerusform>Letto come %1: %n carte nel mazzo principale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the side- or maybeboard</source>
        <translation>
            <numerusform>%n nel sideboard o maybeboard</numerusform>
            <numerusform>%n nel sideboard o maybeboard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not imported (see below)</source>
        <translation>
            <numerusform>%n riga non importata (vedi sotto)</numerusform>
            <numerusform>%n righe non importate (vedi sotto)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) written on several lines (merged)</source>
        <translation>
            <numerusform>%n carta scritta su più righe (unite)</numerusform>
            <numerusform>%n carte scritte su più righe (unite)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to check</source>
        <translation>
            <numerusform>%n da controllare</numerusform>
            <numerusform>%n da controllare</numerusform>
        </translation>
    </message>
    <message>
        <source>legal in %1</source>
        <translation>legale in %1</translation>
    </message>
    <message numerus="yes">
        <source>not legal in %1: %n problem(s)</source>
        <translation>
            <numerusform>non legale in %1: %n problema</numerusform>
            <numerusform>non legale in %1: %n problemi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import without %n line(s)</source>
        <translation>
            <numerusform>Importa senza %n riga</numerusform>
            <numerusform>Importa senza %n righe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckListView</name>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>The chance of at least one copy in the opening hand</source>
        <translation>La probabilità di almeno una copia nella mano iniziale</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Copie nel mazzo</translation>
    </message>
    <message>
        <source>Click a card to see it; double-click, the - key or a drag back to the browser takes a copy out; + adds one</source>
        <translation>Clicca una carta per vederla; doppio clic, il tasto - o trascinarla verso le carte ne toglie una copia; + ne aggiunge una</translation>
    </message>
    <message>
        <source>At least one of %1 in the first %2 cards: %3; counting a mulligan for it: %4</source>
        <translation>Almeno una di %1 nelle prime %2 carte: %3; contando un mulligan per cercarla: %4</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>costo %1</translation>
    </message>
    <message>
        <source>One more copy</source>
        <translation>Una copia in più</translation>
    </message>
    <message>
        <source>One copy fewer</source>
        <translation>Una copia in meno</translation>
    </message>
    <message>
        <source>Take out every copy</source>
        <translation>Togli tutte le copie</translation>
    </message>
    <message>
        <source>Move one to the %1</source>
        <translation>Spostane una nel %1</translation>
    </message>
</context>
<context>
    <name>DeckRules</name>
    <message>
        <source>Cards in the deck: {n}; {format} needs at least {min} ({more} more).</source>
        <translation>Carte nel mazzo: {n}; {format} ne richiede almeno {min} (ne mancano {more}).</translation>
    </message>
    <message>
        <source>Cards in the deck: {n}; a {format} deck is the cards of {boosters} boosters, at most {max}.</source>
        <translation>Carte nel mazzo: {n}; un mazzo {format} è fatto delle carte di {boosters} buste, al massimo {max}.</translation>
    </message>
    <message>
        <source>The deck uses {n} inks ({inks}); {format} allows at most {max}. Keeping {kept} means removing {remove}.</source>
        <translation>Il mazzo usa {n} inchiostri ({inks}); {format} ne permette al massimo {max}. Per tenere {kept} bisogna togliere {remove}.</translation>
    </message>
    <message>
        <source>Too many copies of the same full name: {list}.</source>
        <translation>Troppe copie dello stesso nome completo: {list}.</translation>
    </message>
    <message>
        <source>Banned in {format}: {cards}.</source>
        <translation>Bandite in {format}: {cards}.</translation>
    </message>
    <message>
        <source>Not legal in {format}: {cards}.</source>
        <translation>Non legali in {format}: {cards}.</translation>
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
        <translation>Il file dei dati utente non è aperto.</translation>
    </message>
    <message>
        <source>Untitled deck</source>
        <translation>Mazzo senza nome</translation>
    </message>
    <message>
        <source>Your user data file was damaged</source>
        <translation>Il tuo file dei dati utente era danneggiato</translation>
    </message>
    <message>
        <source>The program goes on with the new file: the preconstructed decks are back, your own decks and collection are in the backup.</source>
        <translation>Il programma continua con il nuovo file: i mazzi precostruiti sono tornati, i tuoi mazzi e la tua collezione sono nella copia di sicurezza.</translation>
    </message>
    <message>
        <source>Your decks are in use by another Lorcana Desktop</source>
        <translation>I tuoi mazzi sono in uso da un altro Lorcana Desktop</translation>
    </message>
    <message>
        <source>Nothing was changed. You can still browse cards and build decks; close the other program (or let its command finish) and start this one again to save.</source>
        <translation>Non è cambiato nulla. Puoi ancora sfogliare le carte e costruire mazzi; chiudi l&apos;altro programma (o lascia finire il suo comando) e riavvia questo per salvare.</translation>
    </message>
    <message>
        <source>Decks and collection cannot be saved</source>
        <translation>Mazzi e collezione non si possono salvare</translation>
    </message>
    <message>
        <source>You can still browse cards and build decks, but nothing can be saved until the file is fixed or moved away.</source>
        <translation>Puoi ancora sfogliare le carte e costruire mazzi, ma non si può salvare nulla finché il file non viene riparato o spostato.</translation>
    </message>
    <message>
        <source>Your user data</source>
        <translation>I tuoi dati utente</translation>
    </message>
    <message>
        <source>see the Decks tab for details.</source>
        <translation>vedi la scheda Mazzi per i dettagli.</translation>
    </message>
</context>
<context>
    <name>ExoDeckBuilder</name>
    <message>
        <source>Leader (%1 of 1)</source>
        <translation>Leader (%1 di 1)</translation>
    </message>
    <message>
        <source>Mazzo (%1 of 30)</source>
        <translation>Mazzo (%1 di 30)</translation>
    </message>
    <message>
        <source>Evoluzioni (%1, 0 to 5)</source>
        <translation>Evoluzioni (%1, da 0 a 5)</translation>
    </message>
    <message>
        <source>Side (%1, 0 to 6)</source>
        <translation>Side (%1, da 0 a 6)</translation>
    </message>
    <message>
        <source>Exo deck builder</source>
        <translation>Costruttore di mazzi Exo</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Nuovo mazzo</translation>
    </message>
    <message>
        <source>Search by name, type or race</source>
        <translation>Cerca per nome, tipo o razza</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Add a copy to its section (Leader, Mazzo or Evoluzioni); double-click does the same</source>
        <translation>Aggiungi una copia alla sua sezione (Leader, Mazzo o Evoluzioni); il doppio clic fa lo stesso</translation>
    </message>
    <message>
        <source>Add to Side</source>
        <translation>Aggiungi al Side</translation>
    </message>
    <message>
        <source>Double-click a card to take a copy out</source>
        <translation>Doppio clic su una carta per togliere una copia</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save the list in your Exo decks (the Play tab offers it)</source>
        <translation>Salva la lista fra i tuoi mazzi Exo (la scheda Gioca la propone)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>This deck cannot be played yet:</source>
        <translation>Questo mazzo non si può ancora giocare:</translation>
    </message>
    <message>
        <source>This deck follows every rule of the «mazzo totale».</source>
        <translation>Questo mazzo rispetta ogni regola del «mazzo totale».</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Il mazzo non è stato salvato</translation>
    </message>
    <message>
        <source>Exo deck builder — %1</source>
        <translation>Costruttore di mazzi Exo — %1</translation>
    </message>
    <message>
        <source>Open an Exo deck list</source>
        <translation>Apri una lista di mazzo Exo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.exo *.deck);;All files (*)</source>
        <translation>Liste di mazzi (*.txt *.exo *.deck);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The deck list cannot be read</source>
        <translation>La lista del mazzo non si può leggere</translation>
    </message>
    <message>
        <source>Some lines were not read</source>
        <translation>Alcune righe non sono state lette</translation>
    </message>
</context>
<context>
    <name>ExoReplayWidget</name>
    <message>
        <source>Move through the game, one action per step</source>
        <translation>Scorri la partita, un&apos;azione per passo</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Come l&apos;ha vista {name}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} di {total}</translation>
    </message>
</context>
<context>
    <name>ExoSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Computer: Facile</translation>
    </message>
    <message>
        <source>Plays a random legal move</source>
        <translation>Gioca una mossa legale a caso</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Computer: Normale</translation>
    </message>
    <message>
        <source>Greedy: takes the move that looks best right now</source>
        <translation>Avido: sceglie la mossa che ora sembra migliore</translation>
    </message>
    <message>
        <source>Deck list…</source>
        <translation>Lista del mazzo…</translation>
    </message>
    <message>
        <source>Play a deck list file (Leader:, Mazzo:, Evoluzioni:, Side: sections)</source>
        <translation>Gioca un file di lista del mazzo (sezioni Leader:, Mazzo:, Evoluzioni:, Side:)</translation>
    </message>
    <message>
        <source>%1 — cannot be used</source>
        <translation>%1 — non utilizzabile</translation>
    </message>
    <message>
        <source>Open an Exo deck list</source>
        <translation>Apri una lista di mazzo Exo</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.exo *.deck);;All files (*)</source>
        <translation>Liste di mazzi (*.txt *.exo *.deck);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Players (Creatures of Exo: two players)</source>
        <translation>Giocatori (Creatures of Exo: due giocatori)</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Build a deck…</source>
        <translation>Costruisci un mazzo…</translation>
    </message>
    <message>
        <source>Make or change an Exo deck: Leader, Mazzo of 30, Evoluzioni 0 to 5, Side 0 to 6</source>
        <translation>Crea o cambia un mazzo Exo: Leader, Mazzo di 30, Evoluzioni da 0 a 5, Side da 0 a 6</translation>
    </message>
    <message>
        <source>Add a card set…</source>
        <translation>Aggiungi un set di carte…</translation>
    </message>
    <message>
        <source>Check a card set file (TOML or JSON) and add it, with its pictures, to your Exo sets</source>
        <translation>Controlla un file di set (TOML o JSON) e aggiungilo, con le sue immagini, ai tuoi set Exo</translation>
    </message>
    <message>
        <source>Add an Exo card set</source>
        <translation>Aggiungi un set di carte Exo</translation>
    </message>
    <message>
        <source>Card sets (*.toml *.json);;All files (*)</source>
        <translation>Set di carte (*.toml *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Replace the set?</source>
        <translation>Sostituire il set?</translation>
    </message>
    <message>
        <source>You already have a set with this code. Replace it?</source>
        <translation>Hai già un set con questo codice. Sostituirlo?</translation>
    </message>
    <message>
        <source>The set was not added: {why}</source>
        <translation>Il set non è stato aggiunto: {why}</translation>
    </message>
    <message>
        <source>Added the set {code} “{name}”: {cards} cards, {pictures} pictures.</source>
        <translation>Aggiunto il set {code} “{name}”: {cards} carte, {pictures} immagini.</translation>
    </message>
    <message>
        <source>{name} has no deck to play with.</source>
        <translation>{name} non ha un mazzo con cui giocare.</translation>
    </message>
    <message>
        <source>{name}&apos;s deck “{deck}” cannot be used: {why}</source>
        <translation>Il mazzo “{deck}” di {name} non si può usare: {why}</translation>
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
        <translation>Clicca per guardare queste carte</translation>
    </message>
    <message>
        <source>Cards to choose from</source>
        <translation>Carte fra cui scegliere</translation>
    </message>
    <message>
        <source>A hidden card</source>
        <translation>Una carta nascosta</translation>
    </message>
    <message>
        <source>%1 (covered)</source>
        <translation>%1 (coperta)</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>vista</translation>
    </message>
    <message>
        <source>That card cannot go there now</source>
        <translation>Quella carta ora non può andare lì</translation>
    </message>
    <message>
        <source>It is not your decision now</source>
        <translation>Ora non tocca a te decidere</translation>
    </message>
    <message>
        <source>That card cannot be moved now</source>
        <translation>Quella carta ora non si può spostare</translation>
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
        <translation>trascina mano → il tuo Campo</translation>
    </message>
    <message>
        <source>play the card, then pay its Costo: click Field cards to cover them, hand cards to put them into Occulto, then Confirm</source>
        <translation>gioca la carta, poi paga il suo Costo: clicca carte del Campo per coprirle, carte della mano per metterle in Occulto, poi Conferma</translation>
    </message>
    <message>
        <source>drag Evolution deck → your Field</source>
        <translation>trascina mazzo Evoluzioni → il tuo Campo</translation>
    </message>
    <message>
        <source>evolve, then pick the cards of the Sacrificio</source>
        <translation>evolvi, poi scegli le carte del Sacrificio</translation>
    </message>
    <message>
        <source>drag attacker → a card or the Leader</source>
        <translation>trascina attaccante → una carta o il Leader</translation>
    </message>
    <message>
        <source>declare the attack</source>
        <translation>dichiara l&apos;attacco</translation>
    </message>
    <message>
        <source>drag a Tattica → a card</source>
        <translation>trascina una Tattica → una carta</translation>
    </message>
    <message>
        <source>play it on that target</source>
        <translation>giocala su quel bersaglio</translation>
    </message>
    <message>
        <source>right-click a card</source>
        <translation>clic destro su una carta</translation>
    </message>
    <message>
        <source>COPRI and other effects, RIVELA, the Leader effect; By hand: the manual tools</source>
        <translation>COPRI e altri effetti, RIVELA, l&apos;effetto Leader; A mano: gli strumenti manuali</translation>
    </message>
    <message>
        <source>click a pile</source>
        <translation>clic su una pila</translation>
    </message>
    <message>
        <source>look at your Occulto, Evolution deck, a discard pile or the banished cards</source>
        <translation>guarda il tuo Occulto, il mazzo Evoluzioni, una pila degli scarti o le carte bandite</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>undo your last decision (never past a draw)</source>
        <translation>annulla la tua ultima decisione (mai oltre una pescata)</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>ripeti</translation>
    </message>
    <message>
        <source>On the Creatures of Exo table every move is checked by the rules engine. The session passes for you when passing is all you can do, unless you ticked that phase under Stop at. The chain panel lists the links top first: the top one resolves first.</source>
        <translation>Sul tavolo di Creatures of Exo ogni mossa è controllata dal motore delle regole. La sessione passa per te quando puoi solo passare, salvo che tu abbia spuntato quella fase in Fermati a. Il pannello della catena elenca gli anelli dall&apos;alto: quello in cima si risolve per primo.</translation>
    </message>
    <message>
        <source>Creatures of Exo table</source>
        <translation>Tavolo di Creatures of Exo</translation>
    </message>
</context>
<context>
    <name>ExoTableWidget</name>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Pass priority to your opponent (two passes in a row resolve the chain)</source>
        <translation>Passa la priorità all&apos;avversario (due passaggi di fila risolvono la catena)</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Fase successiva</translation>
    </message>
    <message>
        <source>Declare the change of phase (your opponent may answer it)</source>
        <translation>Dichiara il cambio di fase (l&apos;avversario può rispondere)</translation>
    </message>
    <message>
        <source>To the End phase</source>
        <translation>Alla fase di fine turno</translation>
    </message>
    <message>
        <source>End the Main phase and skip the Battle phase</source>
        <translation>Termina la fase principale e salta la fase di battaglia</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Confirm the cards you picked</source>
        <translation>Conferma le carte scelte</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Catena</translation>
    </message>
    <message>
        <source>The chain of effects: the top link resolves first</source>
        <translation>La catena di effetti: l&apos;anello in cima si risolve per primo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back your last decision (never past a draw)</source>
        <translation>Riprendi la tua ultima decisione (mai oltre una pescata)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Stop at…</source>
        <translation>Fermati a…</translation>
    </message>
    <message>
        <source>The phases in which you answer even when passing is all you can do</source>
        <translation>Le fasi in cui rispondi anche quando puoi solo passare</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>{name}: Vita {life}</source>
        <translation>{name}: Vita {life}</translation>
    </message>
    <message>
        <source>Turn {n}, {name}</source>
        <translation>Turno {n}, {name}</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>una carta nascosta</translation>
    </message>
    <message>
        <source>plays {card}</source>
        <translation>gioca {card}</translation>
    </message>
    <message>
        <source>{card} attacks</source>
        <translation>{card} attacca</translation>
    </message>
    <message>
        <source>{card}: {effect}</source>
        <translation>{card}: {effect}</translation>
    </message>
    <message>
        <source>{card}: Leader effect</source>
        <translation>{card}: effetto Leader</translation>
    </message>
    <message>
        <source>{card}: effect</source>
        <translation>{card}: effetto</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>una carta coperta</translation>
    </message>
    <message>
        <source>(no chain)</source>
        <translation>(nessuna catena)</translation>
    </message>
    <message>
        <source>Waiting (parallel chain): {link}</source>
        <translation>In attesa (catena parallela): {link}</translation>
    </message>
    <message>
        <source>Interrupted by the Emergency: {link}</source>
        <translation>Interrotta dall&apos;Emergenza: {link}</translation>
    </message>
    <message>
        <source>The chain is resolving</source>
        <translation>La catena si sta risolvendo</translation>
    </message>
    <message>
        <source>Priority: {name}</source>
        <translation>Priorità: {name}</translation>
    </message>
    <message>
        <source>Deciding: {name}</source>
        <translation>Decide: {name}</translation>
    </message>
    <message>
        <source>Pay the Costo: click cards of your Field to cover them, or cards of your hand to put them into Occulto ({n} of {count})</source>
        <translation>Paga il Costo: clicca carte del tuo Campo per coprirle, o carte della tua mano per metterle in Occulto ({n} di {count})</translation>
    </message>
    <message>
        <source>Sacrificio: click the face-up cards of your Field to send to the discard pile ({n} of {count})</source>
        <translation>Sacrificio: clicca le carte scoperte del tuo Campo da mandare nella pila degli scarti ({n} di {count})</translation>
    </message>
    <message>
        <source>Choose the targets ({n} of {count})</source>
        <translation>Scegli i bersagli ({n} di {count})</translation>
    </message>
    <message>
        <source>Choose the cards to discard ({n} of {count})</source>
        <translation>Scegli le carte da scartare ({n} di {count})</translation>
    </message>
    <message>
        <source>Choose cards ({n} of {count})</source>
        <translation>Scegli le carte ({n} di {count})</translation>
    </message>
    <message>
        <source>The two cards cannot both stay: choose the one to discard</source>
        <translation>Le due carte non possono restare entrambe: scegli quella da scartare</translation>
    </message>
    <message>
        <source>(up to that many)</source>
        <translation>(fino a quel numero)</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <source>Effects triggered together: choose the one that goes on the chain next</source>
        <translation>Effetti attivati insieme: scegli quello che va in catena per primo</translation>
    </message>
    <message>
        <source>Choose one</source>
        <translation>Scegline uno</translation>
    </message>
    <message>
        <source>Use this effect? {effect}</source>
        <translation>Usare questo effetto? {effect}</translation>
    </message>
    <message>
        <source>Answer the chain: drag a Tattica onto its target or right-click a card for its effects; Pass lets the chain resolve</source>
        <translation>Rispondi alla catena: trascina una Tattica sul suo bersaglio o clic destro su una carta per i suoi effetti; Passa lascia risolvere la catena</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: you may answer with a Tattica or a card&apos;s effect (right-click), or Pass</source>
        <translation>Turno di {name}: puoi rispondere con una Tattica o con l&apos;effetto di una carta (clic destro), oppure passare</translation>
    </message>
    <message>
        <source>Your move: drag a card from your hand or Evolution deck to your Field, an attacker onto its target, a Tattica onto its target; right-click a card for its effects</source>
        <translation>Tocca a te: trascina una carta dalla mano o dal mazzo Evoluzioni al tuo Campo, un attaccante sul suo bersaglio, una Tattica sul suo bersaglio; clic destro su una carta per i suoi effetti</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Next: {card}</source>
        <translation>Prossimo: {card}</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passa lo schermo a {name}</translation>
    </message>
    <message>
        <source>The table is hidden so nobody sees another player&apos;s hand. {name}, click when you are ready.</source>
        <translation>Il tavolo è nascosto così nessuno vede la mano di un altro giocatore. {name}, clicca quando sei pronto.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Sono {name}: mostra le mie carte</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>Vince {name}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Back to the Play screen</source>
        <translation>Torna alla schermata Gioca</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Play with alternative cost {n}</source>
        <translation>Gioca con il costo alternativo {n}</translation>
    </message>
    <message>
        <source>Evolve (pay the Sacrificio)</source>
        <translation>Evolvi (paga il Sacrificio)</translation>
    </message>
    <message>
        <source>Evolve: {mode} the Vice Leader</source>
        <translation>Evolvi: {mode} il Vice Leader</translation>
    </message>
    <message>
        <source>Activate: {effect}</source>
        <translation>Attiva: {effect}</translation>
    </message>
    <message>
        <source>Reveal (RIVELA): {effect}</source>
        <translation>Rivela (RIVELA): {effect}</translation>
    </message>
    <message>
        <source>Leader effect: {effect}</source>
        <translation>Effetto Leader: {effect}</translation>
    </message>
    <message>
        <source>to the hand</source>
        <translation>nella mano</translation>
    </message>
    <message>
        <source>to the Field</source>
        <translation>nel Campo</translation>
    </message>
    <message>
        <source>to the discard pile</source>
        <translation>nella pila degli scarti</translation>
    </message>
    <message>
        <source>to the banished cards</source>
        <translation>fra le carte bandite</translation>
    </message>
    <message>
        <source>into Occulto</source>
        <translation>in Occulto</translation>
    </message>
    <message>
        <source>on top of the deck</source>
        <translation>in cima al mazzo</translation>
    </message>
    <message>
        <source>to the bottom of the deck</source>
        <translation>in fondo al mazzo</translation>
    </message>
    <message>
        <source>to the Evolution deck</source>
        <translation>nel mazzo Evoluzioni</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Copri</translation>
    </message>
    <message>
        <source>Uncover</source>
        <translation>Scopri</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Sposta %1</translation>
    </message>
    <message>
        <source>Add a %1 counter</source>
        <translation>Aggiungi un segnalino %1</translation>
    </message>
    <message>
        <source>Remove a %1 counter</source>
        <translation>Togli un segnalino %1</translation>
    </message>
    <message>
        <source>%1: +1 Vita</source>
        <translation>%1: +1 Vita</translation>
    </message>
    <message>
        <source>%1: −1 Vita</source>
        <translation>%1: −1 Vita</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <source>Shuffle your deck</source>
        <translation>Mescola il tuo mazzo</translation>
    </message>
    <message>
        <source>By hand (for text without steps)</source>
        <translation>A mano (per testo senza passi)</translation>
    </message>
    <message>
        <source>(nothing to see)</source>
        <translation>(niente da vedere)</translation>
    </message>
    <message>
        <source>Pass the screen first: undo and redo wait for the next person.</source>
        <translation>Prima passa lo schermo: annulla e ripeti aspettano la prossima persona.</translation>
    </message>
    <message>
        <source>Stop in the phase {phase}</source>
        <translation>Fermati nella fase {phase}</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>Salva la replica…</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Ritirati</translation>
    </message>
    <message>
        <source>Leave the table (the game is autosaved)</source>
        <translation>Lascia il tavolo (la partita è salvata automaticamente)</translation>
    </message>
    <message>
        <source>Leave this game? {name} wins.</source>
        <translation>Lasciare questa partita? Vince {name}.</translation>
    </message>
    <message>
        <source>The computer player failed: {why}</source>
        <translation>Il giocatore computer non è riuscito: {why}</translation>
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
        <translation>Sealed</translation>
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
        <translation>{ability}: la sua condizione non è soddisfatta quando si risolve, quindi non ha effetto</translation>
    </message>
    <message>
        <source>{ability} already resolved this turn: no effect</source>
        <translation>{ability} si è già risolta in questo turno: nessun effetto</translation>
    </message>
    <message>
        <source>Damage counters can&apos;t be removed now, so none is moved</source>
        <translation>Ora i segnalini danno non si possono rimuovere, quindi non se ne sposta nessuno</translation>
    </message>
    <message>
        <source>Damage counters can&apos;t be removed now</source>
        <translation>Ora i segnalini danno non si possono rimuovere</translation>
    </message>
    <message>
        <source>{player} conceded and leaves the game</source>
        <translation>{player} si è ritirato e lascia la partita</translation>
    </message>
    <message>
        <source>{player} has no cards in their deck at the end of their turn and leaves the game</source>
        <translation>{player} non ha carte nel mazzo alla fine del suo turno e lascia la partita</translation>
    </message>
    <message>
        <source>{player} pays {count} ⬡</source>
        <translation>{player} paga {count} ⬡</translation>
    </message>
    <message>
        <source>{player} can&apos;t lose lore now</source>
        <translation>{player} ora non può perdere leggenda</translation>
    </message>
    <message>
        <source>{player} can&apos;t gain lore now</source>
        <translation>{player} ora non può guadagnare leggenda</translation>
    </message>
    <message>
        <source>{player} puts the top card of their deck into their inkwell instead of an ink drop</source>
        <translation>{player} mette la prima carta del suo mazzo nel suo calamaio invece di una goccia d&apos;inchiostro</translation>
    </message>
    <message>
        <source>{player} exerts every card in their inkwell</source>
        <translation>{player} impegna tutte le carte nel suo calamaio</translation>
    </message>
    <message>
        <source>{player} readies every card in their inkwell</source>
        <translation>{player} prepara tutte le carte nel suo calamaio</translation>
    </message>
    <message>
        <source>{ability} already resolved {times} times this turn: no effect</source>
        <translation>{ability} si è già risolta {times} volte in questo turno: nessun effetto</translation>
    </message>
    <message>
        <source>{ability}: {count} ink can&apos;t be paid, so nothing more happens</source>
        <translation>{ability}: non si possono pagare {count} ⬡, quindi non succede altro</translation>
    </message>
    <message>
        <source>The effect: {count} ink can&apos;t be paid, so nothing more happens</source>
        <translation>L&apos;effetto: non si possono pagare {count} ⬡, quindi non succede altro</translation>
    </message>
    <message>
        <source>{ability}: nothing can be exerted for it, so nothing more happens</source>
        <translation>{ability}: non si può impegnare niente per pagarla, quindi non succede altro</translation>
    </message>
    <message>
        <source>The effect: nothing can be exerted for it, so nothing more happens</source>
        <translation>L&apos;effetto: non si può impegnare niente per pagarlo, quindi non succede altro</translation>
    </message>
    <message>
        <source>{ability}: nothing can be banished for it, so nothing more happens</source>
        <translation>{ability}: non si può esiliare niente per pagarla, quindi non succede altro</translation>
    </message>
    <message>
        <source>The effect: nothing can be banished for it, so nothing more happens</source>
        <translation>L&apos;effetto: non si può esiliare niente per pagarlo, quindi non succede altro</translation>
    </message>
    <message>
        <source>{card}: opponents&apos; effects say no actions can be played</source>
        <translation>{card}: gli effetti degli avversari dicono che non si possono giocare azioni</translation>
    </message>
    <message>
        <source>{card}: a character with its name was already played from the discard this turn</source>
        <translation>{card}: un personaggio con il suo nome è già stato giocato dalla pila degli scarti in questo turno</translation>
    </message>
    <message>
        <source>{card} is not played: opponents&apos; effects say no actions can be played</source>
        <translation>{card} non viene giocato: gli effetti degli avversari dicono che non si possono giocare azioni</translation>
    </message>
    <message>
        <source>{card} is not played: it can be played only after another character this turn</source>
        <translation>{card} non viene giocato: si può giocare solo dopo un altro personaggio in questo turno</translation>
    </message>
    <message>
        <source>{card} is not played: the condition on the card does not hold</source>
        <translation>{card} non viene giocato: la condizione sulla carta non è soddisfatta</translation>
    </message>
    <message>
        <source>{card} is not played: a character with its name was already played from the discard this turn</source>
        <translation>{card} non viene giocato: un personaggio con il suo nome è già stato giocato dalla pila degli scarti in questo turno</translation>
    </message>
    <message>
        <source>{card} is not played: its player can&apos;t pay {cost} ink</source>
        <translation>{card} non viene giocato: il suo giocatore non può pagare {cost} ⬡</translation>
    </message>
    <message>
        <source>{card}: its named abilities are not automated yet</source>
        <translation>{card}: le sue abilità con nome non sono ancora automatizzate</translation>
    </message>
    <message>
        <source>The song is no longer in the discard: no effect</source>
        <translation>La canzone non è più nella pila degli scarti: nessun effetto</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player} gioca per primo</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}</source>
        <translation>Turno {turn}: {player}</translation>
    </message>
    <message>
        <source>{player} keeps their hand</source>
        <translation>{player} tiene la sua mano</translation>
    </message>
    <message>
        <source>{player} puts {count} cards back</source>
        <translation>{player} rimette {count} carte</translation>
    </message>
    <message>
        <source>{player} puts a card back</source>
        <translation>{player} rimette una carta</translation>
    </message>
    <message>
        <source>Draw phase</source>
        <translation>fase di pescata</translation>
    </message>
    <message>
        <source>Recovery phase</source>
        <translation>fase di ripresa</translation>
    </message>
    <message>
        <source>Main phase</source>
        <translation>fase principale</translation>
    </message>
    <message>
        <source>Battle phase</source>
        <translation>fase di battaglia</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>fase di fine turno</translation>
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
        <translation>fuori dal gioco</translation>
    </message>
    <message>
        <source>{player} concedes: {winner} wins</source>
        <translation>{player} abbandona: vince {winner}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader is at 0 Vita: {winner} wins</source>
        <translation>Il Leader di {player} è a 0 Vita: vince {winner}</translation>
    </message>
    <message>
        <source>Both Leaders are at 0 Vita: a draw</source>
        <translation>Entrambi i Leader sono a 0 Vita: pareggio</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader {card} turns to its STATO DI EMERGENZA side</source>
        <translation>Il Leader {card} di {player} passa al lato STATO DI EMERGENZA</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (it attacked): {life} left</source>
        <translation>Il Leader di {player} perde {count} Vita (ha attaccato): ne restano {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (it was attacked): {life} left</source>
        <translation>Il Leader di {player} perde {count} Vita (è stato attaccato): ne restano {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (effect of {card}): {life} left</source>
        <translation>Il Leader di {player} perde {count} Vita (effetto di {card}): ne restano {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (no card to draw): {life} left</source>
        <translation>Il Leader di {player} perde {count} Vita (nessuna carta da pescare): ne restano {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (by hand): {life} left</source>
        <translation>Il Leader di {player} perde {count} Vita (a mano): ne restano {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader gains {count} Vita: {life}</source>
        <translation>Il Leader di {player} guadagna {count} Vita: {life}</translation>
    </message>
    <message>
        <source>The attack on {player}&apos;s Leader turns to the Vice Leader {card}</source>
        <translation>L&apos;attacco al Leader di {player} passa al Vice Leader {card}</translation>
    </message>
    <message>
        <source>{player} draws {count} cards</source>
        <translation>{player} pesca {count} carte</translation>
    </message>
    <message>
        <source>{player} draws a card</source>
        <translation>{player} pesca una carta</translation>
    </message>
    <message>
        <source>the top of the deck</source>
        <translation>la cima del mazzo</translation>
    </message>
    <message>
        <source>the bottom of the deck</source>
        <translation>il fondo del mazzo</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (no card to send from the deck): {life} left</source>
        <translation>Il Leader di {player} perde {count} Vita (nessuna carta da mandare dal mazzo): ne restano {life}</translation>
    </message>
    <message>
        <source>{player} sends {card} from the top of the deck to the discard pile</source>
        <translation>{player} manda {card} dalla cima del mazzo nella pila degli scarti</translation>
    </message>
    <message>
        <source>Turn {turn}, {player}: {phase}</source>
        <translation>Turno {turn}, {player}: {phase}</translation>
    </message>
    <message>
        <source>Recovery: covered cards turn face up; {count} card(s) go back from Occulto to their owners&apos; hands</source>
        <translation>Ripresa: le carte coperte vengono scoperte; carte tornate dall&apos;Occulto nella mano dei proprietari: {count}</translation>
    </message>
    <message>
        <source>{player} declares the end of the Main phase</source>
        <translation>{player} dichiara la fine della fase principale</translation>
    </message>
    <message>
        <source>{player} declares the end of the Main phase (no Battle phase)</source>
        <translation>{player} dichiara la fine della fase principale (senza fase di battaglia)</translation>
    </message>
    <message>
        <source>{player} declares the end of the attacks</source>
        <translation>{player} dichiara la fine degli attacchi</translation>
    </message>
    <message>
        <source>{player} declares the end of the turn</source>
        <translation>{player} dichiara la fine del turno</translation>
    </message>
    <message>
        <source>{player} declares the change of phase</source>
        <translation>{player} dichiara il cambio di fase</translation>
    </message>
    <message>
        <source>Battle sub-phase 2</source>
        <translation>Sottofase di battaglia 2</translation>
    </message>
    <message>
        <source>The turn will end once the chains are resolved</source>
        <translation>Il turno terminerà una volta risolte le catene</translation>
    </message>
    <message>
        <source>{player} plays the Evoluzione {card}</source>
        <translation>{player} gioca l&apos;Evoluzione {card}</translation>
    </message>
    <message>
        <source>{player} activates {link}</source>
        <translation>{player} attiva {link}</translation>
    </message>
    <message>
        <source>{player} uses the Leader effect of {card}</source>
        <translation>{player} usa l&apos;effetto Leader di {card}</translation>
    </message>
    <message>
        <source>{player} reveals {card} from the hand (RIVELA)</source>
        <translation>{player} rivela {card} dalla mano (RIVELA)</translation>
    </message>
    <message>
        <source>{player} pays: covers {count} card(s)</source>
        <translation>{player} paga — carte coperte: {count}</translation>
    </message>
    <message>
        <source>{player} pays: puts {hidden} card(s) from the hand into Occulto</source>
        <translation>{player} paga — carte dalla mano in Occulto: {hidden}</translation>
    </message>
    <message>
        <source>{player} pays: covers {count} card(s) and puts {hidden} card(s) from the hand into Occulto</source>
        <translation>{player} paga — carte coperte: {count}; carte dalla mano in Occulto: {hidden}</translation>
    </message>
    <message>
        <source>{player} sacrifices {cards}</source>
        <translation>{player} sacrifica {cards}</translation>
    </message>
    <message>
        <source>{player} banishes the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} bandisce il Vice Leader {card} per giocare un&apos;Evoluzione Vice Leader</translation>
    </message>
    <message>
        <source>{player} sacrifices the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} sacrifica il Vice Leader {card} per giocare un&apos;Evoluzione Vice Leader</translation>
    </message>
    <message>
        <source>{player} destroys the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} distrugge il Vice Leader {card} per giocare un&apos;Evoluzione Vice Leader</translation>
    </message>
    <message>
        <source>{card} cannot coexist with the Vice Leader already there: it goes to the discard pile</source>
        <translation>{card} non può coesistere con il Vice Leader già presente: va nella pila degli scarti</translation>
    </message>
    <message>
        <source>{card} enters the Field</source>
        <translation>{card} entra in Campo</translation>
    </message>
    <message>
        <source>{card} enters the Field covered</source>
        <translation>{card} entra in Campo coperta</translation>
    </message>
    <message>
        <source>STATO DI EMERGENZA: {link} starts a new chain</source>
        <translation>STATO DI EMERGENZA: {link} avvia una nuova catena</translation>
    </message>
    <message>
        <source>{link} waits for the parallel chain</source>
        <translation>{link} attende la catena parallela</translation>
    </message>
    <message>
        <source>{player} adds {link} to the chain</source>
        <translation>{player} aggiunge {link} alla catena</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passa</translation>
    </message>
    <message>
        <source>Both players passed: the chain resolves</source>
        <translation>Entrambi i giocatori hanno passato: la catena si risolve</translation>
    </message>
    <message>
        <source>The parallel chain becomes a new chain: {links}</source>
        <translation>La catena parallela diventa una nuova catena: {links}</translation>
    </message>
    <message>
        <source>{card}: {keyword} is negated (the card moved or was covered)</source>
        <translation>{card}: {keyword} è annullato (la carta si è spostata o è stata coperta)</translation>
    </message>
    <message>
        <source>{player} does not use {link}</source>
        <translation>{player} non usa {link}</translation>
    </message>
    <message>
        <source>{link}: no legal target, so it is not activated</source>
        <translation>{link}: nessun bersaglio valido, quindi non si attiva</translation>
    </message>
    <message>
        <source>{player} removes a RABBIA counter from {card}</source>
        <translation>{player} rimuove un segnalino RABBIA da {card}</translation>
    </message>
    <message>
        <source>Resolving {link}</source>
        <translation>Si risolve {link}</translation>
    </message>
    <message>
        <source>{card} is no longer in Etere: nothing happens</source>
        <translation>{card} non è più in Etere: non succede nulla</translation>
    </message>
    <message>
        <source>{card} was covered in Etere: it goes to the discard pile</source>
        <translation>{card} è stata coperta in Etere: va nella pila degli scarti</translation>
    </message>
    <message>
        <source>{card}: resolve its text by hand: {text}</source>
        <translation>{card}: risolvi il suo testo a mano: {text}</translation>
    </message>
    <message>
        <source>{card}: a target is gone, so its effect does not resolve</source>
        <translation>{card}: un bersaglio non c&apos;è più, quindi il suo effetto non si risolve</translation>
    </message>
    <message>
        <source>{link} is negated</source>
        <translation>{link} è annullato</translation>
    </message>
    <message>
        <source>{link}: resolve its text by hand: {text}</source>
        <translation>{link}: risolvi il suo testo a mano: {text}</translation>
    </message>
    <message>
        <source>{link}: a target is gone, so the effect does not resolve</source>
        <translation>{link}: un bersaglio non c&apos;è più, quindi l&apos;effetto non si risolve</translation>
    </message>
    <message>
        <source>{card} is covered (COPRI)</source>
        <translation>{card} viene coperta (COPRI)</translation>
    </message>
    <message>
        <source>{player} declares an attack: {card} on {target}</source>
        <translation>{player} dichiara un attacco: {card} su {target}</translation>
    </message>
    <message>
        <source>The attacker left the Field: the attack ends</source>
        <translation>L&apos;attaccante ha lasciato il Campo: l&apos;attacco finisce</translation>
    </message>
    <message>
        <source>The attack lost its target: no damage calculation</source>
        <translation>L&apos;attacco ha perso il bersaglio: nessun calcolo dei danni</translation>
    </message>
    <message>
        <source>{card} is covered (it declared the attack)</source>
        <translation>{card} viene coperta (ha dichiarato l&apos;attacco)</translation>
    </message>
    <message>
        <source>Damage calculation: {card} {strength} against {target} {target_strength}</source>
        <translation>Calcolo dei danni: {card} {strength} contro {target} {target_strength}</translation>
    </message>
    <message>
        <source>{card} has DIO: it stays</source>
        <translation>{card} ha DIO: resta</translation>
    </message>
    <message>
        <source>{card} is destroyed in battle</source>
        <translation>{card} viene distrutta in battaglia</translation>
    </message>
    <message>
        <source>{card} is covered after the battle</source>
        <translation>{card} viene coperta dopo la battaglia</translation>
    </message>
    <message>
        <source>GUARDIA: nothing to change</source>
        <translation>GUARDIA: niente da cambiare</translation>
    </message>
    <message>
        <source>GUARDIA: the attack is not on its Leader or Vice Leader</source>
        <translation>GUARDIA: l&apos;attacco non è sul suo Leader o Vice Leader</translation>
    </message>
    <message>
        <source>GUARDIA: the attack turns to {card}</source>
        <translation>GUARDIA: l&apos;attacco passa a {card}</translation>
    </message>
    <message>
        <source>{player} discards {cards}</source>
        <translation>{player} scarta {cards}</translation>
    </message>
    <message>
        <source>{player} puts {count} card(s) into Occulto</source>
        <translation>{player} mette carte in Occulto: {count}</translation>
    </message>
    <message>
        <source>{player} searches the deck and shows {cards}</source>
        <translation>{player} cerca nel mazzo e mostra {cards}</translation>
    </message>
    <message>
        <source>{player} makes a Reliquia {card} and shuffles it into the deck</source>
        <translation>{player} genera una Reliquia {card} e la mescola nel mazzo</translation>
    </message>
    <message>
        <source>{card} goes on top of its owner&apos;s deck</source>
        <translation>{card} va in cima al mazzo del proprietario</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of its owner&apos;s deck</source>
        <translation>{card} va in fondo al mazzo del proprietario</translation>
    </message>
    <message>
        <source>{card} is shuffled into its owner&apos;s deck</source>
        <translation>{card} viene mescolata nel mazzo del proprietario</translation>
    </message>
    <message>
        <source>{player} plays {card} by an effect, without paying its Costo</source>
        <translation>{player} gioca {card} tramite un effetto, senza pagarne il Costo</translation>
    </message>
    <message>
        <source>{player} makes a Pedina {card} in Etere</source>
        <translation>{player} genera una Pedina {card} in Etere</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader already used an effect this turn</source>
        <translation>Il Leader di {player} ha già usato un effetto in questo turno</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader may attack</source>
        <translation>Il Leader di {player} può attaccare</translation>
    </message>
    <message>
        <source>{card} is destroyed</source>
        <translation>{card} viene distrutta</translation>
    </message>
    <message>
        <source>{card} is covered</source>
        <translation>{card} viene coperta</translation>
    </message>
    <message>
        <source>{card} is uncovered</source>
        <translation>{card} viene scoperta</translation>
    </message>
    <message>
        <source>{card} goes back to its owner&apos;s hand</source>
        <translation>{card} torna nella mano del proprietario</translation>
    </message>
    <message>
        <source>{card} goes back to its owner&apos;s zone</source>
        <translation>{card} torna nella zona del proprietario</translation>
    </message>
    <message>
        <source>{card} goes into its owner&apos;s Evolution deck</source>
        <translation>{card} va nel mazzo Evoluzioni del proprietario</translation>
    </message>
    <message>
        <source>{card}: +{amount} strength</source>
        <translation>{card}: +{amount} forza</translation>
    </message>
    <message>
        <source>{card}: −{amount} strength</source>
        <translation>{card}: −{amount} forza</translation>
    </message>
    <message>
        <source>{card} has strength {amount}</source>
        <translation>{card} ha forza {amount}</translation>
    </message>
    <message>
        <source>{card} gets {count} {counter} counter(s)</source>
        <translation>{card} riceve segnalini {counter}: {count}</translation>
    </message>
    <message>
        <source>{player} takes control of {card}</source>
        <translation>{player} prende il controllo di {card}</translation>
    </message>
    <message>
        <source>{card} goes to the discard pile (two Vice Leader cannot coexist)</source>
        <translation>{card} va nella pila degli scarti (due Vice Leader non possono coesistere)</translation>
    </message>
    <message>
        <source>{card} becomes {player}&apos;s Vice Leader</source>
        <translation>{card} diventa il Vice Leader di {player}</translation>
    </message>
    <message>
        <source>The effects of {card} are negated</source>
        <translation>Gli effetti di {card} sono annullati</translation>
    </message>
    <message>
        <source>{card} gains {keyword}</source>
        <translation>{card} ottiene {keyword}</translation>
    </message>
    <message>
        <source>{card} may declare {count} more attack(s) this turn</source>
        <translation>{card} può dichiarare altri attacchi in questo turno: {count}</translation>
    </message>
    <message>
        <source>{card} is transformed into {into}</source>
        <translation>{card} viene trasformata in {into}</translation>
    </message>
    <message>
        <source>{card} is transformed</source>
        <translation>{card} viene trasformata</translation>
    </message>
    <message>
        <source>{card} goes back to {to}</source>
        <translation>{card} torna a {to}</translation>
    </message>
    <message>
        <source>{player} covers {card} by hand</source>
        <translation>{player} copre {card} a mano</translation>
    </message>
    <message>
        <source>{player} uncovers {card} by hand</source>
        <translation>{player} scopre {card} a mano</translation>
    </message>
    <message>
        <source>{player} moves {card} from {src} to {zone} by hand</source>
        <translation>{player} sposta {card} da {src} a {zone} a mano</translation>
    </message>
    <message>
        <source>{player} moves a card from {src} to {zone} by hand</source>
        <translation>{player} sposta una carta da {src} a {zone} a mano</translation>
    </message>
    <message>
        <source>{player} changes the {counter} counters of {card} by {amount}</source>
        <translation>{player} cambia i segnalini {counter} di {card} di {amount}</translation>
    </message>
    <message>
        <source>{player} puts {card} into their inkwell</source>
        <translation>{player} mette {card} nel suo calamaio</translation>
    </message>
    <message>
        <source>{player} puts a card into their inkwell</source>
        <translation>{player} mette una carta nel suo calamaio</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} gioca {card}</translation>
    </message>
    <message>
        <source>{player} shifts {card} onto {base}</source>
        <translation>{player} usa Trasformazione: {card} su {base}</translation>
    </message>
    <message>
        <source>{singers} sing {card}</source>
        <translation>{singers} cantano {card}</translation>
    </message>
    <message>
        <source>{singers} sings {card}</source>
        <translation>{singers} canta {card}</translation>
    </message>
    <message>
        <source>{card} quests</source>
        <translation>{card} va all&apos;avventura</translation>
    </message>
    <message>
        <source>{player} gains {count} lore</source>
        <translation>{player} guadagna {count} leggenda</translation>
    </message>
    <message>
        <source>{player} gains 1 lore</source>
        <translation>{player} guadagna 1 leggenda</translation>
    </message>
    <message>
        <source>{player} loses {count} lore</source>
        <translation>{player} perde {count} leggenda</translation>
    </message>
    <message>
        <source>{player} loses 1 lore</source>
        <translation>{player} perde 1 leggenda</translation>
    </message>
    <message>
        <source>{card} challenges {target}</source>
        <translation>{card} sfida {target}</translation>
    </message>
    <message>
        <source>{card} is dealt {count} damage</source>
        <translation>{card} subisce {count} danni</translation>
    </message>
    <message>
        <source>{card} is dealt 1 damage</source>
        <translation>{card} subisce 1 danno</translation>
    </message>
    <message>
        <source>{count} damage put on {card}</source>
        <translation>{count} danni messi su {card}</translation>
    </message>
    <message>
        <source>1 damage put on {card}</source>
        <translation>1 danno messo su {card}</translation>
    </message>
    <message>
        <source>{count} damage removed from {card}</source>
        <translation>{count} danni rimossi da {card}</translation>
    </message>
    <message>
        <source>1 damage removed from {card}</source>
        <translation>1 danno rimosso da {card}</translation>
    </message>
    <message>
        <source>{count} damage moved to {card}</source>
        <translation>{count} danni spostati su {card}</translation>
    </message>
    <message>
        <source>1 damage moved to {card}</source>
        <translation>1 danno spostato su {card}</translation>
    </message>
    <message>
        <source>{count} damage to {card} is prevented</source>
        <translation>{count} danni a {card} vengono prevenuti</translation>
    </message>
    <message>
        <source>1 damage to {card} is prevented</source>
        <translation>1 danno a {card} viene prevenuto</translation>
    </message>
    <message>
        <source>{card} is banished</source>
        <translation>{card} viene esiliato</translation>
    </message>
    <message>
        <source>{card} returns to {owner}&apos;s hand</source>
        <translation>{card} torna nella mano di {owner}</translation>
    </message>
    <message>
        <source>{card} goes to {owner}&apos;s discard</source>
        <translation>{card} va nella pila degli scarti di {owner}</translation>
    </message>
    <message>
        <source>A card of {owner} moves from their {src} to their {dst}</source>
        <translation>Una carta di {owner} si sposta: {src} → {dst}</translation>
    </message>
    <message>
        <source>{card} moves to {location}</source>
        <translation>{card} si sposta in {location}</translation>
    </message>
    <message>
        <source>{player} boosts {card}: a card goes face down under it</source>
        <translation>{player} usa Potenziamento su {card}: una carta va a faccia in giù sotto di essa</translation>
    </message>
    <message>
        <source>{player} uses {card}: {ability}</source>
        <translation>{player} usa {card}: {ability}</translation>
    </message>
    <message>
        <source>{card}: {ability} triggers</source>
        <translation>{card}: {ability} si innesca</translation>
    </message>
    <message>
        <source>{card}: {ability} has no effect</source>
        <translation>{card}: {ability} non ha effetto</translation>
    </message>
    <message>
        <source>{player} shuffles their deck</source>
        <translation>{player} mescola il suo mazzo</translation>
    </message>
    <message>
        <source>{player} names {name}</source>
        <translation>{player} nomina {name}</translation>
    </message>
    <message>
        <source>{player} reveals {cards}</source>
        <translation>{player} rivela {cards}</translation>
    </message>
    <message>
        <source>{player} puts {count} cards on the bottom of their deck</source>
        <translation>{player} mette {count} carte in fondo al suo mazzo</translation>
    </message>
    <message>
        <source>{player} puts a card on the bottom of their deck</source>
        <translation>{player} mette una carta in fondo al suo mazzo</translation>
    </message>
    <message>
        <source>{player} ends their turn</source>
        <translation>{player} termina il suo turno</translation>
    </message>
    <message>
        <source>{player} leaves the game ({why})</source>
        <translation>{player} lascia la partita ({why})</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vince la partita</translation>
    </message>
    <message>
        <source>{player} gets {count} ink drops</source>
        <translation>{player} riceve {count} gocce d&apos;inchiostro</translation>
    </message>
    <message>
        <source>{player} gets an ink drop</source>
        <translation>{player} riceve una goccia d&apos;inchiostro</translation>
    </message>
    <message>
        <source>{player} removes {count} ink drops to pay</source>
        <translation>{player} toglie {count} gocce d&apos;inchiostro per pagare</translation>
    </message>
    <message>
        <source>{player} removes an ink drop to pay</source>
        <translation>{player} toglie una goccia d&apos;inchiostro per pagare</translation>
    </message>
    <message>
        <source>Manual ability now: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Abilità manuale ora: {card}, {ability}: risolvila con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual ability: {card} was played: {ability} is resolved with the manual tools</source>
        <translation>Abilità manuale: {card} è stato giocato: {ability} si risolve con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual ability: {card}, {ability} was used: resolve its effect with the manual tools</source>
        <translation>Abilità manuale: {card}, {ability} è stata usata: risolvi il suo effetto con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual ability: {card} quests: resolve {ability} with the manual tools</source>
        <translation>Abilità manuale: {card} va all&apos;avventura: risolvi {ability} con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual ability: {card} challenges: resolve {ability} with the manual tools</source>
        <translation>Abilità manuale: {card} sfida: risolvi {ability} con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual ability: {card} is challenged: resolve {ability} with the manual tools</source>
        <translation>Abilità manuale: {card} viene sfidato: risolvi {ability} con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual ability: {card} is banished: resolve {ability} with the manual tools</source>
        <translation>Abilità manuale: {card} viene esiliato: risolvi {ability} con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual ability at the start of the turn: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Abilità manuale all&apos;inizio del turno: {card}, {ability}: risolvila con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual ability at the end of the turn: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Abilità manuale alla fine del turno: {card}, {ability}: risolvila con gli strumenti manuali</translation>
    </message>
    <message>
        <source>Manual: {player} puts {count} damage on {card}</source>
        <translation>Manuale: {player} mette {count} danni su {card}</translation>
    </message>
    <message>
        <source>Manual: {player} puts 1 damage on {card}</source>
        <translation>Manuale: {player} mette 1 danno su {card}</translation>
    </message>
    <message>
        <source>Manual: {player} removes {count} damage from {card}</source>
        <translation>Manuale: {player} rimuove {count} danni da {card}</translation>
    </message>
    <message>
        <source>Manual: {player} removes 1 damage from {card}</source>
        <translation>Manuale: {player} rimuove 1 danno da {card}</translation>
    </message>
    <message>
        <source>Manual: {player} gains {count} lore</source>
        <translation>Manuale: {player} guadagna {count} leggenda</translation>
    </message>
    <message>
        <source>Manual: {player} gains 1 lore</source>
        <translation>Manuale: {player} guadagna 1 leggenda</translation>
    </message>
    <message>
        <source>Manual: {player} loses {count} lore</source>
        <translation>Manuale: {player} perde {count} leggenda</translation>
    </message>
    <message>
        <source>Manual: {player} loses 1 lore</source>
        <translation>Manuale: {player} perde 1 leggenda</translation>
    </message>
    <message>
        <source>Manual: {card} is exerted</source>
        <translation>Manuale: {card} viene impegnato</translation>
    </message>
    <message>
        <source>Manual: {card} is readied</source>
        <translation>Manuale: {card} viene preparato</translation>
    </message>
    <message>
        <source>Manual: {player} moves {card} from their {src} to their {dst}</source>
        <translation>Manuale: {player} sposta {card}: {src} → {dst}</translation>
    </message>
    <message>
        <source>Manual: {player} moves a card from their {src} to their {dst}</source>
        <translation>Manuale: {player} sposta una carta: {src} → {dst}</translation>
    </message>
    <message>
        <source>Manual: {player} draws a card</source>
        <translation>Manuale: {player} pesca una carta</translation>
    </message>
    <message>
        <source>Manual: {player} shuffles their deck</source>
        <translation>Manuale: {player} mescola il suo mazzo</translation>
    </message>
    <message>
        <source>Manual: {player} looks at the top card of their deck</source>
        <translation>Manuale: {player} guarda la prima carta del suo mazzo</translation>
    </message>
    <message>
        <source>Manual: {player} moves {card} from play to {owner}&apos;s {dst}</source>
        <translation>Manuale: {player} sposta {card} dal gioco: {dst} di {owner}</translation>
    </message>
    <message>
        <source>Manual: {player} notes on {card}: “{text}”</source>
        <translation>Manuale: {player} annota su {card}: “{text}”</translation>
    </message>
    <message>
        <source>Manual: {player} takes the note off {card}</source>
        <translation>Manuale: {player} toglie la nota da {card}</translation>
    </message>
    <message>
        <source>Manual: {player} gets {count} ink drops</source>
        <translation>Manuale: {player} riceve {count} gocce d&apos;inchiostro</translation>
    </message>
    <message>
        <source>Manual: {player} gets 1 ink drop</source>
        <translation>Manuale: {player} riceve 1 goccia d&apos;inchiostro</translation>
    </message>
    <message>
        <source>Manual: {player} loses {count} ink drops</source>
        <translation>Manuale: {player} perde {count} gocce d&apos;inchiostro</translation>
    </message>
    <message>
        <source>Manual: {player} loses 1 ink drop</source>
        <translation>Manuale: {player} perde 1 goccia d&apos;inchiostro</translation>
    </message>
    <message>
        <source>Manual: {card} moves to {location}</source>
        <translation>Manuale: {card} si sposta in {location}</translation>
    </message>
    <message>
        <source>Manual: {card} leaves its location</source>
        <translation>Manuale: {card} lascia il suo luogo</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>mazzo</translation>
    </message>
    <message>
        <source>play</source>
        <translation>area di gioco</translation>
    </message>
    <message>
        <source>inkwell</source>
        <translation>calamaio</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>scarti</translation>
    </message>
    <message>
        <source>deck (on top)</source>
        <translation>mazzo (in cima)</translation>
    </message>
    <message>
        <source>deck (at the bottom)</source>
        <translation>mazzo (in fondo)</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>si è ritirato</translation>
    </message>
    <message>
        <source>has no cards in their deck at the end of their turn</source>
        <translation>non ha carte nel mazzo alla fine del suo turno</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>cards whose name, version, classifications or rules text contain the word</source>
        <translation>carte il cui nome, versione, classificazioni o testo delle regole contiene la parola (anche in italiano, se hai importato i dati delle carte italiane)</translation>
    </message>
    <message>
        <source>a phrase, in quotes</source>
        <translation>una frase, tra virgolette</translation>
    </message>
    <message>
        <source>cards of that ink (amber, amethyst, emerald, ruby, sapphire, steel); ink:amber ink:steel = both inks</source>
        <translation>carte di quell&apos;inchiostro (amber, amethyst, emerald, ruby, sapphire, steel, o in italiano: ambra, ametista, smeraldo, rubino, zaffiro, acciaio); ink:amber ink:steel = entrambi gli inchiostri</translation>
    </message>
    <message>
        <source>compare the cost; also strength (str), willpower (will), lore, move</source>
        <translation>confronta il costo; anche forza (str), volontà (will), leggenda (lore), spostamento (move)</translation>
    </message>
    <message>
        <source>character, action, song, item or location</source>
        <translation>character, action, song, item o location (anche personaggio, azione, canzone, oggetto, luogo)</translation>
    </message>
    <message>
        <source>a keyword; keyword:shift finds every Shift</source>
        <translation>una parola chiave, in inglese o in italiano (keyword:guardiano); keyword:shift trova ogni Trasformazione</translation>
    </message>
    <message>
        <source>a classification (Hero, Princess, Storyborn, ...)</source>
        <translation>una classificazione (Eroe, Principessa, Classico, ...)</translation>
    </message>
    <message>
        <source>a set by number, or a promo group</source>
        <translation>un set per numero, o un gruppo di promo</translation>
    </message>
    <message>
        <source>a rarity (common, uncommon, rare, super rare, legendary, enchanted)</source>
        <translation>una rarità (common, uncommon, rare, super rare, legendary, enchanted, o in italiano: comune, rara, leggendaria...)</translation>
    </message>
    <message>
        <source>legal in Core (or infinity)</source>
        <translation>legale in Core (o infinity)</translation>
    </message>
    <message>
        <source>whether the card can go in the inkwell</source>
        <translation>se la carta può andare nel calamaio</translation>
    </message>
    <message>
        <source>a leading minus turns a filter around: everything but songs</source>
        <translation>un meno davanti capovolge un filtro: tutto tranne le canzoni</translation>
    </message>
    <message>
        <source>The search boxes of the Catalog, Decks and Collection tabs read words and filters; every filter must hold. Case does not matter. The filter controls under the box write the same filters for you. A query with mistakes lists every mistake and shows no cards.</source>
        <translation>Le caselle di ricerca delle schede Catalogo, Mazzi e Collezione leggono parole e filtri; ogni filtro deve valere. Maiuscole e minuscole non contano. I filtri sotto la casella scrivono gli stessi filtri per te. Una ricerca con errori elenca ogni errore e non mostra carte.</translation>
    </message>
    <message>
        <source>Example: ink:ruby cost&lt;=3 type:character keyword:rush</source>
        <translation>Esempio: ink:ruby cost&lt;=3 type:character keyword:rush</translation>
    </message>
    <message>
        <source>Search syntax</source>
        <translation>Sintassi della ricerca</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>questo aiuto</translation>
    </message>
    <message>
        <source>a new deck (in the Decks tab)</source>
        <translation>un nuovo mazzo (nella scheda Mazzi)</translation>
    </message>
    <message>
        <source>save the deck</source>
        <translation>salva il mazzo</translation>
    </message>
    <message>
        <source>undo the last change to the deck</source>
        <translation>annulla l&apos;ultima modifica al mazzo</translation>
    </message>
    <message>
        <source>go to the search box (Decks tab)</source>
        <translation>vai alla casella di ricerca (scheda Mazzi)</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>esci</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Anywhere in the window:</source>
        <translation>Ovunque nella finestra:</translation>
    </message>
    <message>
        <source>Rest the pointer on a row</source>
        <translation>Lascia il puntatore su una riga</translation>
    </message>
    <message>
        <source>the card enlarged</source>
        <translation>la carta ingrandita</translation>
    </message>
    <message>
        <source>Double-click a row</source>
        <translation>Doppio clic su una riga</translation>
    </message>
    <message>
        <source>add the card to the deck open in the Decks tab</source>
        <translation>aggiungi la carta al mazzo aperto nella scheda Mazzi</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>Clic destro</translation>
    </message>
    <message>
        <source>add one or a playset to the deck, show enlarged</source>
        <translation>aggiungine una o un set completo al mazzo, mostra ingrandita</translation>
    </message>
    <message>
        <source>Click a column title</source>
        <translation>Clicca il titolo di una colonna</translation>
    </message>
    <message>
        <source>sort by that column (click again to reverse)</source>
        <translation>ordina per quella colonna (clicca di nuovo per invertire)</translation>
    </message>
    <message>
        <source>Catalog tab</source>
        <translation>Scheda Catalogo</translation>
    </message>
    <message>
        <source>In the Catalog tab:</source>
        <translation>Nella scheda Catalogo:</translation>
    </message>
    <message>
        <source>Double-click a card, + or Enter</source>
        <translation>Doppio clic su una carta, + o Invio</translation>
    </message>
    <message>
        <source>one more copy in the deck</source>
        <translation>una copia in più nel mazzo</translation>
    </message>
    <message>
        <source>- , Delete or Backspace</source>
        <translation>- , Canc o Backspace</translation>
    </message>
    <message>
        <source>one copy fewer</source>
        <translation>una copia in meno</translation>
    </message>
    <message>
        <source>Drag a card onto the deck list</source>
        <translation>Trascina una carta sulla lista del mazzo</translation>
    </message>
    <message>
        <source>one more copy; drag a deck card back to take one out</source>
        <translation>una copia in più; trascina indietro una carta del mazzo per toglierne una</translation>
    </message>
    <message>
        <source>Double-click a deck card</source>
        <translation>Doppio clic su una carta del mazzo</translation>
    </message>
    <message>
        <source>Rest the pointer on a card</source>
        <translation>Lascia il puntatore su una carta</translation>
    </message>
    <message>
        <source>Click a deck card</source>
        <translation>Clicca una carta del mazzo</translation>
    </message>
    <message>
        <source>shows the card beside the list</source>
        <translation>mostra la carta accanto alla lista</translation>
    </message>
    <message>
        <source>a playset, the sideboard, every copy out</source>
        <translation>un set completo, il sideboard, tutte le copie fuori</translation>
    </message>
    <message>
        <source>Decks tab</source>
        <translation>Scheda Mazzi</translation>
    </message>
    <message>
        <source>In the Decks tab:</source>
        <translation>Nella scheda Mazzi:</translation>
    </message>
    <message>
        <source>+ / -</source>
        <translation>+ / -</translation>
    </message>
    <message>
        <source>one normal copy more or fewer of the selected printing</source>
        <translation>una copia normale in più o in meno della stampa selezionata</translation>
    </message>
    <message>
        <source>Ctrl + / Ctrl -</source>
        <translation>Ctrl + / Ctrl -</translation>
    </message>
    <message>
        <source>one foil copy more or fewer</source>
        <translation>una copia foil in più o in meno</translation>
    </message>
    <message>
        <source>Double-click a count</source>
        <translation>Doppio clic su un conteggio</translation>
    </message>
    <message>
        <source>type the number you own</source>
        <translation>scrivi quante ne possiedi</translation>
    </message>
    <message>
        <source>Collection tab</source>
        <translation>Scheda Collezione</translation>
    </message>
    <message>
        <source>In the Collection tab:</source>
        <translation>Nella scheda Collezione:</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Lorcana Desktop help</source>
        <translation>Aiuto di Lorcana Desktop</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Chiudi l&apos;aiuto</translation>
    </message>
</context>
<context>
    <name>LabWindow</name>
    <message>
        <source>%1 (%2 of %3; 95% interval %4 to %5)</source>
        <translation>%1 (%2 su %3; intervallo al 95% da %4 a %5)</translation>
    </message>
    <message>
        <source>by lore</source>
        <translation>per leggenda</translation>
    </message>
    <message>
        <source>by an empty deck</source>
        <translation>per mazzo vuoto</translation>
    </message>
    <message>
        <source>by concession</source>
        <translation>per abbandono</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>non finita</translation>
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
        <translation>Vinte</translation>
    </message>
    <message>
        <source>On the play</source>
        <translation>Giocando per primo</translation>
    </message>
    <message>
        <source>On the draw</source>
        <translation>Giocando per secondo</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durata delle partite</translation>
    </message>
    <message>
        <source>%1 turns on average (median %2)</source>
        <translation>%1 turni in media (mediana %2)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Sconfitte</translation>
    </message>
    <message>
        <source>Opening hands</source>
        <translation>Mani iniziali</translation>
    </message>
    <message>
        <source>%1 of their cards inkable</source>
        <translation>%1 delle carte inchiostrabili</translation>
    </message>
    <message>
        <source>Missed ink drops</source>
        <translation>Inchiostro mancato</translation>
    </message>
    <message>
        <source>in %1 of %2 games, on one of its first 4 turns</source>
        <translation>in %1 partite su %2, in uno dei primi 4 turni</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Non finite</translation>
    </message>
    <message>
        <source>the same cards</source>
        <translation>le stesse carte</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) changed</source>
        <translation>
            <numerusform>%n carta cambiata</numerusform>
            <numerusform>%n carte cambiate</numerusform>
        </translation>
    </message>
    <message>
        <source>Last run (%1, %2): %3, now %4 (%5 points)</source>
        <translation>Prova precedente (%1, %2): %3, ora %4 (%5 punti)</translation>
    </message>
    <message>
        <source>Test this deck: %1</source>
        <translation>Metti alla prova il mazzo: %1</translation>
    </message>
    <message>
        <source>The decks to play against: the preconstructed decks and your saved decks</source>
        <translation>I mazzi contro cui giocare: i mazzi precostruiti e i tuoi mazzi salvati</translation>
    </message>
    <message>
        <source>Preconstructed deck</source>
        <translation>Mazzo precostruito</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Un tuo mazzo</translation>
    </message>
    <message>
        <source>The computer plays both decks at this level</source>
        <translation>Il computer gioca entrambi i mazzi a questo livello</translation>
    </message>
    <message>
        <source>Games against each deck, half on the play and half on the draw</source>
        <translation>Partite contro ogni mazzo, metà iniziando e metà per secondo</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Play the games on every core of this computer</source>
        <translation>Gioca le partite su tutti i core di questo computer</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <source>Games per deck:</source>
        <translation>Partite per mazzo:</translation>
    </message>
    <message>
        <source>Play against</source>
        <translation>Gioca contro</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Prove precedenti</translation>
    </message>
    <message>
        <source>Double-click a run to show its results</source>
        <translation>Doppio clic su una prova per vederne i risultati</translation>
    </message>
    <message>
        <source>Choose the decks to play against, then Start.</source>
        <translation>Scegli i mazzi contro cui giocare, poi Avvia.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Stop the run; nothing is kept</source>
        <translation>Ferma la prova; non si conserva nulla</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Dettagli…</translation>
    </message>
    <message>
        <source>What went wrong, for a bug report</source>
        <translation>Che cosa è andato storto, per una segnalazione di errore</translation>
    </message>
    <message>
        <source>The results show here when the run ends.</source>
        <translation>I risultati appaiono qui quando la prova finisce.</translation>
    </message>
    <message>
        <source>Win rate per deck, with its 95% interval</source>
        <translation>Percentuale di vittorie per mazzo, con l&apos;intervallo al 95%</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Pescata</translation>
    </message>
    <message>
        <source>Won if drawn</source>
        <translation>Vinte se pescata</translation>
    </message>
    <message>
        <source>Won if not</source>
        <translation>Vinte se no</translation>
    </message>
    <message>
        <source>Won if played</source>
        <translation>Vinte se giocata</translation>
    </message>
    <message>
        <source>Turn played</source>
        <translation>Turno giocata</translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation>Il nome della carta</translation>
    </message>
    <message>
        <source>Games in which it reached the hand (the opening hand included)</source>
        <translation>Partite in cui è arrivata in mano (mano iniziale compresa)</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it drew the card</source>
        <translation>La percentuale di vittorie del mazzo nelle partite in cui ha pescato la carta</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it did not draw the card</source>
        <translation>La percentuale di vittorie del mazzo nelle partite in cui non ha pescato la carta</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it played the card</source>
        <translation>La percentuale di vittorie del mazzo nelle partite in cui ha giocato la carta</translation>
    </message>
    <message>
        <source>The deck&apos;s own turn on which it usually played the card first (the median)</source>
        <translation>Il turno del mazzo in cui di solito ha giocato la carta per la prima volta (la mediana)</translation>
    </message>
    <message>
        <source>How much more the deck won when it drew the card</source>
        <translation>Quanto ha vinto di più il mazzo quando ha pescato la carta</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contro</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Ordine</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Lore</source>
        <translation>Leggenda</translation>
    </message>
    <message>
        <source>Double-click a game to watch it in the replay viewer</source>
        <translation>Doppio clic su una partita per guardarla nel visore delle repliche</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message numerus="yes">
        <source>Starting %n process(es)…</source>
        <translation>
            <numerusform>Avvio di %n processo…</numerusform>
            <numerusform>Avvio di %n processi…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arresto in corso…</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 partite su %2</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>ancora circa %1</translation>
    </message>
    <message>
        <source>%1 games in %2</source>
        <translation>%1 partite in %2</translation>
    </message>
    <message>
        <source>not kept: %1</source>
        <translation>non conservata: %1</translation>
    </message>
    <message>
        <source>Cancelled; nothing was kept.</source>
        <translation>Annullata; non si è conservato nulla.</translation>
    </message>
    <message>
        <source>The test stopped</source>
        <translation>La prova si è fermata</translation>
    </message>
    <message>
        <source>The earlier runs cannot be read now: %1</source>
        <translation>Le prove precedenti non si possono leggere ora: %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games won (%4)</source>
        <translation>%1: %2 partite vinte su %3 (%4)</translation>
    </message>
    <message>
        <source>The results cannot be shown</source>
        <translation>Impossibile mostrare i risultati</translation>
    </message>
    <message>
        <source>All decks</source>
        <translation>Tutti i mazzi</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>on the play</source>
        <translation>per primo</translation>
    </message>
    <message>
        <source>on the draw</source>
        <translation>per secondo</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>Another version</source>
        <translation>Un&apos;altra versione</translation>
    </message>
    <message>
        <source>The deck has no cards in its main deck yet.</source>
        <translation>Il mazzo non ha ancora carte nel mazzo principale.</translation>
    </message>
    <message>
        <source>Choose at least one deck to play against.</source>
        <translation>Scegli almeno un mazzo contro cui giocare.</translation>
    </message>
    <message>
        <source>This game was played by another version of the program; the replay shows the game as this version plays it.</source>
        <translation>Questa partita è stata giocata da un&apos;altra versione del programma; la replica mostra la partita come la gioca questa versione.</translation>
    </message>
    <message>
        <source>The deck “%2” cannot be played: the card “%1” is not in the card data. Change the deck or leave it out, then start again.</source>
        <translation>Il mazzo “%2” non si può giocare: la carta “%1” non è nei dati delle carte. Cambia il mazzo o lascialo fuori, poi ricomincia.</translation>
    </message>
    <message>
        <source>The test stopped: a process playing the games ended unexpectedly or could not be started. Start again; with fewer games, if it happens again.</source>
        <translation>La prova si è fermata: un processo che giocava le partite è terminato all&apos;improvviso o non si è potuto avviare. Ricomincia; se succede di nuovo, con meno partite.</translation>
    </message>
    <message>
        <source>The test stopped: the computer ran out of memory. Close other programs or test fewer games at once.</source>
        <translation>La prova si è fermata: il computer ha esaurito la memoria. Chiudi altri programmi o prova meno partite alla volta.</translation>
    </message>
    <message>
        <source>The test stopped: %1</source>
        <translation>La prova si è fermata: %1</translation>
    </message>
    <message>
        <source>The test stopped because of a fault in the program, not in your deck. The details say where it happened.</source>
        <translation>La prova si è fermata per un errore del programma, non del tuo mazzo. I dettagli dicono dove è successo.</translation>
    </message>
    <message>
        <source>Nothing of this run was kept; your earlier results are unchanged.</source>
        <translation>Di questa prova non si è conservato nulla; i tuoi risultati precedenti sono invariati.</translation>
    </message>
</context>
<context>
    <name>LanguageSwitch</name>
    <message>
        <source>The window speaks %1 from the next start: the deck stays open as it is.</source>
        <translation>La finestra parlerà %1 dal prossimo avvio: il mazzo resta aperto così com&apos;è.</translation>
    </message>
    <message>
        <source>Lorcana Desktop speaks %1 now.</source>
        <translation>Lorcana Desktop ora parla %1.</translation>
    </message>
    <message>
        <source>There is no %1 translation here (run python3 dev.py setup): the window stays in English.</source>
        <translation>Qui non c&apos;è una traduzione in %1 (esegui python3 dev.py setup): la finestra resta in inglese.</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>La tua partita continua da dove l&apos;hai lasciata.</translation>
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
        <translation>Gioca in modo sensato, ma spesso sceglie una mossa a caso.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Greedy: takes the move that looks best right now.</source>
        <translation>Avido: sceglie la mossa che sembra migliore adesso.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Searches ahead over the cards it cannot see (at most a second a move).</source>
        <translation>Ragiona in avanti sulle carte che non può vedere (al massimo un secondo per mossa).</translation>
    </message>
</context>
<context>
    <name>LoreTrack</name>
    <message>
        <source>Ink drops: {n} (each may be removed to pay 1 ⬡)</source>
        <translation>Gocce d&apos;inchiostro: {n} (ognuna si può togliere per pagare 1 ⬡)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Mazzi</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collezione</translation>
    </message>
    <message>
        <source>Lorcana Desktop %1</source>
        <translation>Lorcana Desktop %1</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogo</translation>
    </message>
    <message>
        <source>Your settings file cannot be read</source>
        <translation>Il tuo file delle impostazioni non si può leggere</translation>
    </message>
    <message>
        <source>Until it is fixed the program uses its default settings (our own card faces). File &gt; Settings… can replace it; the damaged file is then kept beside the new one.</source>
        <translation>Finché non è riparato il programma usa le impostazioni predefinite (le nostre facce delle carte). File &gt; Impostazioni… può sostituirlo; il file danneggiato resta accanto a quello nuovo.</translation>
    </message>
    <message>
        <source>Your settings file cannot be read: see File &gt; Settings…</source>
        <translation>Il tuo file delle impostazioni non si può leggere: vedi File &gt; Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;Nuovo mazzo</translation>
    </message>
    <message>
        <source>&amp;Import card data…</source>
        <translation>&amp;Importa dati delle carte…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Help for this tab</source>
        <translation>&amp;Aiuto per questa scheda</translation>
    </message>
    <message>
        <source>&amp;Search syntax</source>
        <translation>&amp;Sintassi della ricerca</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Scorciatoie da &amp;tastiera</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %2: %n copies now</source>
        <translation>
            <numerusform>%1 in %2: ora %n copia</numerusform>
            <numerusform>%1 in %2: ora %n copie</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not added</source>
        <translation>%1 non è stata aggiunta</translation>
    </message>
    <message>
        <source>%1 (%2, %3) from data of %4</source>
        <translation>%1 (%2, %3) dai dati del %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln carta</numerusform>
            <numerusform>%Ln carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln printing(s)</source>
        <translation>
            <numerusform>%Ln stampa</numerusform>
            <numerusform>%Ln stampe</numerusform>
        </translation>
    </message>
    <message>
        <source>Import LorcanaJSON card data</source>
        <translation>Importa dati delle carte LorcanaJSON</translation>
    </message>
    <message>
        <source>LorcanaJSON (*.json *.json.gz *.gz *.zip);;All files (*)</source>
        <translation>LorcanaJSON (*.json *.json.gz *.gz *.zip);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Importing card data…</source>
        <translation>Importazione dei dati delle carte…</translation>
    </message>
    <message>
        <source>Import card data</source>
        <translation>Importa dati delle carte</translation>
    </message>
    <message>
        <source>Card data not imported</source>
        <translation>Dati delle carte non importati</translation>
    </message>
    <message>
        <source>The catalog is unchanged.</source>
        <translation>Il catalogo non è cambiato.</translation>
    </message>
    <message>
        <source>Imported the %1 texts of %2 from %3 in %4 s: the cards show in %1 when the window speaks it (File &gt; Settings…)</source>
        <translation>Importati i testi in %1 di %2 da %3 in %4 s: le carte appaiono in %1 quando la finestra lo parla (File &gt; Impostazioni…)</translation>
    </message>
    <message>
        <source>Imported %2 from %3 in %4 s</source>
        <translation>Importate %2 da %3 in %4 s</translation>
    </message>
</context>
<context>
    <name>PlayTab</name>
    <message>
        <source>Play a match</source>
        <translation>Gioca una partita</translation>
    </message>
    <message>
        <source>Two to four players at this screen, people or the computer. Every move is checked by the rules engine; card abilities the engine does not automate yet are marked “manual”.</source>
        <translation>Da due a quattro giocatori a questo schermo, persone o il computer. Ogni mossa è controllata dal motore delle regole; le abilità delle carte che il motore non automatizza ancora sono segnate “manuale”.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>How many players (2 to 4)</source>
        <translation>Quanti giocatori (da 2 a 4)</translation>
    </message>
    <message>
        <source>Standard (20 lore)</source>
        <translation>Standard (20 leggenda)</translation>
    </message>
    <message>
        <source>Pack Rush (15 lore, CR 10.2)</source>
        <translation>Pack Rush (15 leggenda, CR 10.2)</translation>
    </message>
    <message>
        <source>The rules variant; Pack Rush checks decks as Pack Rush decks</source>
        <translation>La variante delle regole; Pack Rush controlla i mazzi come mazzi Pack Rush</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>A number to replay the same shuffles; empty for a new random game</source>
        <translation>Un numero per rigiocare gli stessi mescolamenti; vuoto per una nuova partita casuale</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>Answer a choice for me when it has only one possible answer</source>
        <translation>Rispondi per me a una scelta quando ha una sola risposta possibile</translation>
    </message>
    <message>
        <source>Off: every choice waits for your click, even when only one answer is possible</source>
        <translation>Spento: ogni scelta aspetta il tuo clic, anche quando è possibile una sola risposta</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Shuffle, draw the opening hands and go to the table</source>
        <translation>Mescola, pesca le mani iniziali e vai al tavolo</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Riprendi l&apos;ultima partita</translation>
    </message>
    <message>
        <source>Go back to the game that was autosaved when you left it</source>
        <translation>Torna alla partita salvata automaticamente quando l&apos;hai lasciata</translation>
    </message>
    <message>
        <source>Open a replay…</source>
        <translation>Apri una replica…</translation>
    </message>
    <message>
        <source>Watch a saved game move by move</source>
        <translation>Guarda una partita salvata mossa per mossa</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Giocatore 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Giocatore 4</translation>
    </message>
    <message>
        <source>The player&apos;s name, shown on the table and in the log</source>
        <translation>Il nome del giocatore, mostrato sul tavolo e nel registro</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer</source>
        <translation>Una persona a questo schermo, o il computer</translation>
    </message>
    <message>
        <source>The deck this player plays; decks that cannot be used say why</source>
        <translation>Il mazzo di questo giocatore; i mazzi che non si possono usare dicono perché</translation>
    </message>
    <message>
        <source>%1 — cannot be used</source>
        <translation>%1 — non utilizzabile</translation>
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
        <translation>Il gioco di carte da giocare</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Two players at this screen, or one against the computer. Every move is checked by the Exo rules engine; the session passes for you when passing is all you can do (the table&apos;s “Stop at” keeps those windows).</source>
        <translation>Due giocatori a questo schermo, o uno contro il computer. Ogni mossa è controllata dal motore delle regole di Exo; la sessione passa per te quando puoi solo passare (il “Fermati a” del tavolo tiene quelle finestre).</translation>
    </message>
    <message>
        <source>{name} has no deck to play with.</source>
        <translation>{name} non ha un mazzo con cui giocare.</translation>
    </message>
    <message>
        <source>{name}&apos;s deck “{deck}” cannot be used: {why}</source>
        <translation>Il mazzo “{deck}” di {name} non si può usare: {why}</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not “{text}”.</source>
        <translation>Il seme deve essere un numero intero, non “{text}”.</translation>
    </message>
    <message>
        <source>The game cannot be autosaved</source>
        <translation>La partita non si può salvare automaticamente</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>L&apos;ultima partita non si può riprendere</translation>
    </message>
    <message>
        <source>Opening the saved game…</source>
        <translation>Apertura della partita salvata…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Opening the saved game</source>
        <translation>Apertura della partita salvata</translation>
    </message>
    <message>
        <source>Replaying the saved game: action %1 of %2</source>
        <translation>Riproduzione della partita salvata: azione %1 di %2</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Apri una replica</translation>
    </message>
    <message>
        <source>Lorcana Desktop games (*.lorcana-replay *.lorcana-game);;All files (*)</source>
        <translation>Partite di Lorcana Desktop (*.lorcana-replay *.lorcana-game);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The replay cannot be opened</source>
        <translation>La replica non si può aprire</translation>
    </message>
    <message>
        <source>Lines of this deck that could not be read: {n}; open it in the Decks tab</source>
        <translation>Righe di questo mazzo che non si sono potute leggere: {n}; aprilo nella scheda Mazzi</translation>
    </message>
    <message>
        <source>the deck is empty</source>
        <translation>il mazzo è vuoto</translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source> ({ability} of {card})</source>
        <translation> ({ability} di {card})</translation>
    </message>
    <message>
        <source> ({card})</source>
        <translation> ({card})</translation>
    </message>
    <message>
        <source>{name}, your opening hand: click the cards you want to put on the bottom of your deck, then confirm (CR 2.2.2).</source>
        <translation>{name}, la tua mano iniziale: clicca le carte che vuoi mettere in fondo al mazzo, poi conferma (CR 2.2.2).</translation>
    </message>
    <message>
        <source>Do you want to use this effect?</source>
        <translation>Vuoi usare questo effetto?</translation>
    </message>
    <message>
        <source>Should {card} enter play exerted?</source>
        <translation>{card} entra in gioco impegnato?</translation>
    </message>
    <message>
        <source>Several effects wait in the bag: choose which resolves next.</source>
        <translation>Diversi effetti aspettano nel sacchetto: scegli quale si risolve per primo.</translation>
    </message>
    <message>
        <source>You look at {card}, the top card of your deck:</source>
        <translation>Guardi {card}, la prima carta del tuo mazzo:</translation>
    </message>
    <message>
        <source>Choose one:</source>
        <translation>Scegli uno:</translation>
    </message>
    <message>
        <source>Choose a number from 0 to {n}</source>
        <translation>Scegli un numero da 0 a {n}</translation>
    </message>
    <message>
        <source>Name a card</source>
        <translation>Nomina una carta</translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your deck in any order: click them above in the order they go</source>
        <translation>
            <numerusform>Metti %n carta in fondo al mazzo: cliccala qui sopra</numerusform>
            <numerusform>Metti %n carte in fondo al mazzo in qualsiasi ordine: cliccale qui sopra nell&apos;ordine in cui vanno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) back on top of your deck in any order: click them above in the order they go</source>
        <translation>
            <numerusform>Rimetti %n carta in cima al mazzo: cliccala qui sopra</numerusform>
            <numerusform>Rimetti %n carte in cima al mazzo in qualsiasi ordine: cliccale qui sopra nell&apos;ordine in cui vanno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of yours to banish for this cost</source>
        <translation>
            <numerusform>Scegli %n tua carta da esiliare per questo costo</numerusform>
            <numerusform>Scegli %n tue carte da esiliare per questo costo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of yours to exert for this cost</source>
        <translation>
            <numerusform>Scegli %n tua carta da stancare per questo costo</numerusform>
            <numerusform>Scegli %n tue carte da stancare per questo costo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of your discard to put on the bottom of your deck</source>
        <translation>
            <numerusform>Scegli %n carta dei tuoi scarti da mettere in fondo al tuo mazzo</numerusform>
            <numerusform>Scegli %n carte dei tuoi scarti da mettere in fondo al tuo mazzo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) from your hand to discard</source>
        <translation>
            <numerusform>Scegli %n carta dalla tua mano da scartare</numerusform>
            <numerusform>Scegli %n carte dalla tua mano da scartare</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose any whose strength totals {m} or less: click the lit cards, then Confirm</source>
        <translation>Scegli quante vuoi con forza totale di {m} o meno: clicca le carte illuminate, poi Conferma</translation>
    </message>
    <message>
        <source>Choose up to {n}: click the lit cards, then Confirm</source>
        <translation>Scegline fino a {n}: clicca le carte illuminate, poi Conferma</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>Scegli un giocatore</translation>
    </message>
    <message>
        <source>Choose {n}: click the lit cards</source>
        <translation>Scegline {n}: clicca le carte illuminate</translation>
    </message>
    <message>
        <source>Waiting for a choice ({kind})</source>
        <translation>In attesa di una scelta ({kind})</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Opzione {n}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Name it</source>
        <translation>Nominala</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Tieni questa mano</translation>
    </message>
    <message numerus="yes">
        <source>Put back %n card(s)</source>
        <translation>
            <numerusform>Rimetti %n carta</numerusform>
            <numerusform>Rimetti %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Put them in this order</source>
        <translation>Mettile in quest&apos;ordine</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Exerted</source>
        <translation>Impegnato</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Preparato</translation>
    </message>
    <message>
        <source>Keep it on top</source>
        <translation>Lasciala in cima</translation>
    </message>
    <message>
        <source>Put it on the bottom</source>
        <translation>Mettila in fondo</translation>
    </message>
    <message>
        <source>Choose none</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation>Tieni quest&apos;ordine</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Needs {cost} ink; you have {ready} ready</source>
        <translation>Costa {cost} inchiostro; ne hai {ready} pronto</translation>
    </message>
    <message>
        <source>Needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)</source>
        <translation>Costa {cost} inchiostro; ne hai {ready} pronto (le gocce d&apos;inchiostro possono pagarne altri {drops})</translation>
    </message>
    <message>
        <source>Shift needs {cost} ink; you have {ready} ready</source>
        <translation>Trasformazione costa {cost} inchiostro; ne hai {ready} pronto</translation>
    </message>
    <message>
        <source>Shift needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)</source>
        <translation>Trasformazione costa {cost} inchiostro; ne hai {ready} pronto (le gocce d&apos;inchiostro possono pagarne altri {drops})</translation>
    </message>
    <message>
        <source>Moving there needs {cost} ink; you have {ready} ready</source>
        <translation>Spostarsi lì costa {cost} inchiostro; ne hai {ready} pronto</translation>
    </message>
    <message>
        <source>Ink drops: you have {have}, you cannot remove {drops}</source>
        <translation>Gocce d&apos;inchiostro: ne hai {have}, non puoi toglierne {drops}</translation>
    </message>
    <message>
        <source>Drying: played this turn</source>
        <translation>Si sta asciugando: è stato giocato in questo turno</translation>
    </message>
    <message>
        <source>{card} is drying: played this turn, it cannot sing yet</source>
        <translation>{card} si sta asciugando: è stato giocato in questo turno, non può ancora cantare</translation>
    </message>
    <message>
        <source>{card} is exerted and cannot sing</source>
        <translation>{card} è impegnato e non può cantare</translation>
    </message>
    <message>
        <source>Exerted: it readies at the start of your turn</source>
        <translation>Impegnato: si prepara all&apos;inizio del tuo turno</translation>
    </message>
    <message>
        <source>You already put a card into your inkwell this turn</source>
        <translation>Hai già messo una carta nel calamaio in questo turno</translation>
    </message>
    <message>
        <source>No inkwell symbol: it cannot go into the inkwell</source>
        <translation>Senza simbolo del calamaio: non può andare nel calamaio</translation>
    </message>
    <message>
        <source>Only exerted characters can be challenged, and {target} is ready</source>
        <translation>Si possono sfidare solo personaggi impegnati, e {target} è preparato</translation>
    </message>
    <message>
        <source>{target} has Evasive: only characters with Evasive can challenge it</source>
        <translation>{target} ha Sfuggente: solo i personaggi con Sfuggente possono sfidarlo</translation>
    </message>
    <message>
        <source>You must challenge a character with Bodyguard first</source>
        <translation>Devi prima sfidare un personaggio con Guardiano</translation>
    </message>
    <message>
        <source>{target} is yours: challenge an opposing card</source>
        <translation>{target} è tuo: sfida una carta avversaria</translation>
    </message>
    <message>
        <source>Reckless: it cannot quest</source>
        <translation>Attaccabrighe: non può andare all&apos;avventura</translation>
    </message>
    <message>
        <source>Only characters quest</source>
        <translation>Solo i personaggi vanno all&apos;avventura</translation>
    </message>
    <message>
        <source>Only characters challenge</source>
        <translation>Solo i personaggi sfidano</translation>
    </message>
    <message>
        <source>Only characters move to locations</source>
        <translation>Solo i personaggi si spostano nei luoghi</translation>
    </message>
    <message>
        <source>{card} is already at {location}</source>
        <translation>{card} è già in {location}</translation>
    </message>
    <message>
        <source>{card} cannot Shift onto {bases}: it needs a character of yours with the same name</source>
        <translation>{card} non può usare Trasformazione su {bases}: serve un tuo personaggio con lo stesso nome</translation>
    </message>
    <message>
        <source>Only songs are sung</source>
        <translation>Si cantano solo le canzoni</translation>
    </message>
    <message>
        <source>{target} has Ward: opponents cannot choose it</source>
        <translation>{target} ha Protetto: gli avversari non possono sceglierlo</translation>
    </message>
    <message>
        <source>{card} must quest if able: it can quest, so you cannot end your turn yet</source>
        <translation>{card} deve andare all&apos;avventura se può: può farlo, quindi non puoi ancora finire il turno</translation>
    </message>
    <message>
        <source>{card} must quest this turn while it can</source>
        <translation>{card} deve andare all&apos;avventura in questo turno finché può</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} non è nella tua mano</translation>
    </message>
    <message>
        <source>{card} cannot quest now</source>
        <translation>{card} ora non può andare all&apos;avventura</translation>
    </message>
    <message>
        <source>{card} cannot challenge now</source>
        <translation>{card} ora non può sfidare</translation>
    </message>
    <message>
        <source>{target} cannot be challenged now</source>
        <translation>{target} ora non può essere sfidato</translation>
    </message>
    <message>
        <source>Turn actions are taken only in the Main phase</source>
        <translation>Le azioni di turno si fanno solo nella Fase Principale</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn to decide</source>
        <translation>Tocca a {name} decidere</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>The game changed while the computer was thinking</source>
        <translation>La partita è cambiata mentre il computer pensava</translation>
    </message>
    <message>
        <source>There is nothing of yours to undo</source>
        <translation>Non hai nulla da annullare</translation>
    </message>
    <message>
        <source>Another player has acted since: you cannot undo their move</source>
        <translation>Un altro giocatore ha agito nel frattempo: non puoi annullare la sua mossa</translation>
    </message>
    <message>
        <source>Cannot undo past a draw or another reveal of hidden information</source>
        <translation>Non si può annullare oltre una pescata o un&apos;altra carta nascosta rivelata</translation>
    </message>
    <message>
        <source>There is nothing to redo</source>
        <translation>Non c&apos;è nulla da ripetere</translation>
    </message>
    <message>
        <source>Your deck is empty</source>
        <translation>Il tuo mazzo è vuoto</translation>
    </message>
    <message>
        <source>Choose up to {n}</source>
        <translation>Scegline fino a {n}</translation>
    </message>
    <message>
        <source>Choose exactly {n}</source>
        <translation>Scegline esattamente {n}</translation>
    </message>
    <message>
        <source>Nothing is waiting for a choice now</source>
        <translation>Ora non c&apos;è nessuna scelta in attesa</translation>
    </message>
    <message>
        <source>Player {player} is not in the game</source>
        <translation>Il giocatore {player} non è in partita</translation>
    </message>
    <message>
        <source>There is no such card</source>
        <translation>Questa carta non c&apos;è</translation>
    </message>
    <message>
        <source>That is not an action of this game</source>
        <translation>Questa non è un&apos;azione di questo gioco</translation>
    </message>
    <message>
        <source>That costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Costa {cost} ⬡: non puoi togliere più gocce d&apos;inchiostro di così</translation>
    </message>
    <message>
        <source>Shift costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Trasformazione costa {cost} ⬡: non puoi togliere più gocce d&apos;inchiostro di così</translation>
    </message>
    <message>
        <source>Moving there costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Spostarsi lì costa {cost} ⬡: non puoi togliere più gocce d&apos;inchiostro di così</translation>
    </message>
    <message>
        <source>You already played a character named {name} from your discard this turn</source>
        <translation>In questo turno hai già giocato dagli scarti un personaggio chiamato {name}</translation>
    </message>
    <message>
        <source>A card is played one way: one alternative cost at a time</source>
        <translation>Una carta si gioca in un solo modo: un costo alternativo alla volta</translation>
    </message>
    <message>
        <source>{card} is played for free: there is no ink to pay with ink drops</source>
        <translation>{card} si gioca gratis: non c&apos;è inchiostro da pagare con le gocce d&apos;inchiostro</translation>
    </message>
    <message>
        <source>{card} can be played only after you played another character this turn</source>
        <translation>{card} si può giocare solo dopo aver giocato un altro personaggio in questo turno</translation>
    </message>
    <message>
        <source>An opponent&apos;s effect says you can&apos;t play actions now</source>
        <translation>Un effetto di un avversario dice che ora non puoi giocare azioni</translation>
    </message>
    <message>
        <source>An opponent&apos;s effect says you can&apos;t play items now</source>
        <translation>Un effetto di un avversario dice che ora non puoi giocare oggetti</translation>
    </message>
    <message>
        <source>{card} can&apos;t be played now: the condition on the card does not hold</source>
        <translation>{card} ora non si può giocare: la condizione scritta sulla carta non è soddisfatta</translation>
    </message>
    <message>
        <source>{card} has no ability that lets you play it for free</source>
        <translation>{card} non ha un&apos;abilità che permetta di giocarlo gratis</translation>
    </message>
    <message>
        <source>{card} can&apos;t be played for free now: the condition on the card does not hold</source>
        <translation>{card} ora non si può giocare gratis: la condizione scritta sulla carta non è soddisfatta</translation>
    </message>
    <message>
        <source>A song sung costs no ink: no ink drops are removed</source>
        <translation>Una canzone cantata non costa inchiostro: non si tolgono gocce d&apos;inchiostro</translation>
    </message>
    <message>
        <source>{card} has no Shift</source>
        <translation>{card} non ha Trasformazione</translation>
    </message>
    <message>
        <source>{card} has no Shift now</source>
        <translation>{card} ora non ha Trasformazione</translation>
    </message>
    <message>
        <source>Shift needs {need} ink drops; you have {have}</source>
        <translation>Trasformazione richiede {need} gocce d&apos;inchiostro; ne hai {have}</translation>
    </message>
    <message>
        <source>Shift removes {need} ink drops and you have {have}: not {drops} more to pay ink</source>
        <translation>Trasformazione toglie {need} gocce d&apos;inchiostro e ne hai {have}: non altre {drops} per pagare inchiostro</translation>
    </message>
    <message>
        <source>Shift needs you to discard {count} card(s)</source>
        <translation>Trasformazione richiede di scartare {count} carta/e</translation>
    </message>
    <message>
        <source>A character sings once</source>
        <translation>Un personaggio canta una volta sola</translation>
    </message>
    <message>
        <source>{card} is not one of your characters in play</source>
        <translation>{card} non è uno dei tuoi personaggi in gioco</translation>
    </message>
    <message>
        <source>{card} can&apos;t exert to sing songs</source>
        <translation>{card} non può impegnarsi per cantare canzoni</translation>
    </message>
    <message>
        <source>{card} can&apos;t sing songs without Sing Together</source>
        <translation>{card} non può cantare canzoni senza Cantare Insieme</translation>
    </message>
    <message>
        <source>Sing Together {need} needs singers with total cost {need}; these have {total}</source>
        <translation>Cantare Insieme {need} richiede cantanti con costo totale {need}; questi hanno {total}</translation>
    </message>
    <message>
        <source>{card} has no Sing Together: one character sings it</source>
        <translation>{card} non ha Cantare Insieme: la canta un solo personaggio</translation>
    </message>
    <message>
        <source>{singer} counts as cost {value}; singing {card} needs cost {cost} or more</source>
        <translation>{singer} conta come costo {value}; per cantare {card} serve costo {cost} o più</translation>
    </message>
    <message>
        <source>{card} is not one of your cards in play</source>
        <translation>{card} non è una delle tue carte in gioco</translation>
    </message>
    <message>
        <source>That is not a location</source>
        <translation>Questo non è un luogo</translation>
    </message>
    <message>
        <source>{location} is not one of your locations in play</source>
        <translation>{location} non è uno dei tuoi luoghi in gioco</translation>
    </message>
    <message>
        <source>{card} can&apos;t move to locations</source>
        <translation>{card} non può spostarsi nei luoghi</translation>
    </message>
    <message>
        <source>{card} has no Boost</source>
        <translation>{card} non ha Potenziamento</translation>
    </message>
    <message>
        <source>{card} already used Boost this turn</source>
        <translation>{card} ha già usato Potenziamento in questo turno</translation>
    </message>
    <message>
        <source>{card} has no such ability</source>
        <translation>{card} non ha questa abilità</translation>
    </message>
    <message>
        <source>The cost of this ability of {card} cannot be paid here yet</source>
        <translation>Il costo di questa abilità di {card} qui non si può ancora pagare</translation>
    </message>
    <message>
        <source>{ability} is used once per turn</source>
        <translation>{ability} si usa una volta per turno</translation>
    </message>
    <message>
        <source>{ability} can be used only while its condition holds</source>
        <translation>{ability} si può usare solo mentre la sua condizione è soddisfatta</translation>
    </message>
    <message>
        <source>You have no card to discard for this cost</source>
        <translation>Non hai nessuna carta da scartare per questo costo</translation>
    </message>
    <message>
        <source>You have nothing to banish for this cost</source>
        <translation>Non hai nulla da esiliare per questo costo</translation>
    </message>
    <message>
        <source>You have nothing else to banish for this cost</source>
        <translation>Non hai nient&apos;altro da esiliare per questo costo</translation>
    </message>
    <message>
        <source>You have no ready item to exert for this cost</source>
        <translation>Non hai nessun oggetto preparato da impegnare per questo costo</translation>
    </message>
    <message>
        <source>You have no other ready, dry character to exert for this cost</source>
        <translation>Non hai nessun altro personaggio preparato e asciutto da impegnare per questo costo</translation>
    </message>
    <message>
        <source>You have no other ready, dry {classification} character to exert for this cost</source>
        <translation>Non hai nessun altro personaggio {classification} preparato e asciutto da impegnare per questo costo</translation>
    </message>
    <message>
        <source>{card} has Reckless: it is ready and can challenge, so you cannot end your turn</source>
        <translation>{card} ha Attaccabrighe: è preparato e può sfidare, quindi non puoi finire il turno</translation>
    </message>
    <message>
        <source>Another character challenged this turn: only one character can challenge each turn</source>
        <translation>Un altro personaggio ha già sfidato in questo turno: solo un personaggio può sfidare ogni turno</translation>
    </message>
    <message>
        <source>{card} is Adventurous: it cannot challenge</source>
        <translation>{card} è Adventurous: non può sfidare</translation>
    </message>
    <message>
        <source>{target} is not in play</source>
        <translation>{target} non è in gioco</translation>
    </message>
    <message>
        <source>{card} can&apos;t challenge that player&apos;s characters or locations now</source>
        <translation>{card} ora non può sfidare i personaggi o i luoghi di quel giocatore</translation>
    </message>
    <message>
        <source>{target} cannot be challenged by {card}</source>
        <translation>{target} non può essere sfidato da {card}</translation>
    </message>
    <message>
        <source>{target} is not a character or location</source>
        <translation>{target} non è un personaggio né un luogo</translation>
    </message>
    <message>
        <source>Waiting for player {player} to decide on a mulligan</source>
        <translation>In attesa che il giocatore {player} decida il mulligan</translation>
    </message>
    <message>
        <source>It is player {player}&apos;s turn to mulligan, in turn order</source>
        <translation>Tocca al giocatore {player} fare il mulligan, nell&apos;ordine di turno</translation>
    </message>
    <message>
        <source>A mulligan puts back cards from your own starting hand</source>
        <translation>Un mulligan rimette carte della tua mano iniziale</translation>
    </message>
    <message>
        <source>Waiting for player {player} to choose</source>
        <translation>In attesa della scelta del giocatore {player}</translation>
    </message>
    <message>
        <source>Choose one of the {count} effects in the bag</source>
        <translation>Scegli uno dei {count} effetti nella borsa</translation>
    </message>
    <message>
        <source>The same target is chosen twice</source>
        <translation>Lo stesso bersaglio è scelto due volte</translation>
    </message>
    <message>
        <source>{target} cannot be chosen here</source>
        <translation>{target} qui non si può scegliere</translation>
    </message>
    <message>
        <source>The chosen characters have {total} ¤ in total; at most {most} ¤ may be chosen</source>
        <translation>I personaggi scelti hanno {total} ¤ in totale; se ne possono scegliere al massimo {most} ¤</translation>
    </message>
    <message>
        <source>Choose an amount from 0 to {most}</source>
        <translation>Scegli una quantità da 0 a {most}</translation>
    </message>
    <message>
        <source>Choose one of the options shown</source>
        <translation>Scegli una delle opzioni mostrate</translation>
    </message>
    <message>
        <source>That option can&apos;t be chosen now: it has nothing to act on, so the other one must be</source>
        <translation>Ora non si può scegliere questa opzione: non ha nulla su cui agire, quindi si deve scegliere l&apos;altra</translation>
    </message>
    <message>
        <source>Waiting for player {player} to name a card</source>
        <translation>In attesa che il giocatore {player} nomini una carta</translation>
    </message>
    <message>
        <source>Name a card</source>
        <translation>Nomina una carta</translation>
    </message>
    <message>
        <source>No card has that name</source>
        <translation>Nessuna carta ha questo nome</translation>
    </message>
    <message>
        <source>Waiting for player {player} to order cards</source>
        <translation>In attesa che il giocatore {player} metta in ordine le carte</translation>
    </message>
    <message>
        <source>Order exactly the cards shown</source>
        <translation>Metti in ordine esattamente le carte mostrate</translation>
    </message>
    <message>
        <source>Waiting for another player&apos;s choice</source>
        <translation>In attesa della scelta di un altro giocatore</translation>
    </message>
    <message>
        <source>Answer the choice the game is waiting for first</source>
        <translation>Rispondi prima alla scelta che la partita attende</translation>
    </message>
    <message>
        <source>Manual tools are used in the Main phase</source>
        <translation>Gli strumenti manuali si usano nella Fase Principale</translation>
    </message>
    <message>
        <source>Only the player who is acting may use manual tools</source>
        <translation>Solo il giocatore che sta agendo può usare gli strumenti manuali</translation>
    </message>
    <message>
        <source>Damage goes only on cards in play</source>
        <translation>I danni vanno solo sulle carte in gioco</translation>
    </message>
    <message>
        <source>Adjust damage by 1 to {most}</source>
        <translation>Cambia i danni di 1 fino a {most}</translation>
    </message>
    <message>
        <source>That card has less damage than that</source>
        <translation>Quella carta ha meno danni di così</translation>
    </message>
    <message>
        <source>That player is not in the game</source>
        <translation>Quel giocatore non è in partita</translation>
    </message>
    <message>
        <source>Adjust lore by 1 to {most}</source>
        <translation>Cambia la leggenda di 1 fino a {most}</translation>
    </message>
    <message>
        <source>Only cards in play and ink can be exerted or readied</source>
        <translation>Solo le carte in gioco e l&apos;inchiostro si possono impegnare o preparare</translation>
    </message>
    <message>
        <source>It is already exerted</source>
        <translation>È già impegnato</translation>
    </message>
    <message>
        <source>It is already ready</source>
        <translation>È già preparato</translation>
    </message>
    <message>
        <source>There is no such zone</source>
        <translation>Questa zona non esiste</translation>
    </message>
    <message>
        <source>You may move another player&apos;s card only from play (it goes to its owner&apos;s zones)</source>
        <translation>Puoi spostare la carta di un altro giocatore solo dal gioco (va nelle zone del suo proprietario)</translation>
    </message>
    <message>
        <source>It is already in play</source>
        <translation>È già in gioco</translation>
    </message>
    <message>
        <source>Only cards in your hand, play area, discard or inkwell (or the top of your deck) can be moved</source>
        <translation>Si possono spostare solo le carte della tua mano, della zona di gioco, degli scarti o del calamaio (o la prima del mazzo)</translation>
    </message>
    <message>
        <source>It is already there</source>
        <translation>È già lì</translation>
    </message>
    <message>
        <source>Notes go only on cards in play</source>
        <translation>Le note vanno solo sulle carte in gioco</translation>
    </message>
    <message>
        <source>A note has at most {most} characters</source>
        <translation>Una nota ha al massimo {most} caratteri</translation>
    </message>
    <message>
        <source>There is no note on it to take off</source>
        <translation>Non c&apos;è nessuna nota da togliere</translation>
    </message>
    <message>
        <source>Adjust ink drops by 1 to {most}</source>
        <translation>Cambia le gocce d&apos;inchiostro di 1 fino a {most}</translation>
    </message>
    <message>
        <source>That player has fewer ink drops than that</source>
        <translation>Quel giocatore ha meno gocce d&apos;inchiostro di così</translation>
    </message>
    <message>
        <source>Only characters in play move to locations</source>
        <translation>Solo i personaggi in gioco si spostano nei luoghi</translation>
    </message>
    <message>
        <source>A character moves only to a location of its player in play</source>
        <translation>Un personaggio si sposta solo in un luogo in gioco del suo giocatore</translation>
    </message>
    <message>
        <source>It is not at a location</source>
        <translation>Non è in un luogo</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Non c&apos;è nulla da annullare</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>No opposing character to challenge</source>
        <translation>Nessun personaggio avversario da sfidare</translation>
    </message>
    <message>
        <source>Can&apos;t play it: {why}</source>
        <translation>Non puoi giocarla: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t ink it: {why}</source>
        <translation>Non puoi inchiostrarla: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t quest: {why}</source>
        <translation>Non può andare all&apos;avventura: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t challenge: {why}</source>
        <translation>Non può sfidare: {why}</translation>
    </message>
    <message>
        <source>There is no player {number}</source>
        <translation>Non esiste il giocatore {number}</translation>
    </message>
    <message>
        <source>That is not an action of Creatures of Exo</source>
        <translation>Questa non è un&apos;azione di Creatures of Exo</translation>
    </message>
    <message>
        <source>Nothing is being asked now</source>
        <translation>Ora non viene chiesto nulla</translation>
    </message>
    <message>
        <source>Nobody plays cards or activates effects while a chain resolves</source>
        <translation>Durante la risoluzione di una catena nessuno gioca carte o attiva effetti</translation>
    </message>
    <message>
        <source>{player} holds priority: wait until they play a card, activate an effect or declare a change of phase</source>
        <translation>{player} ha la priorità: aspetta che giochi una carta, attivi un effetto o dichiari un cambio di fase</translation>
    </message>
    <message>
        <source>Nothing to pass: play a card, activate an effect, attack or declare the change of phase</source>
        <translation>Niente da passare: gioca una carta, attiva un effetto, attacca o dichiara il cambio di fase</translation>
    </message>
    <message>
        <source>Only the player whose turn it is declares the change of phase</source>
        <translation>Solo il giocatore di turno dichiara il cambio di fase</translation>
    </message>
    <message>
        <source>Finish the chain first: both players pass</source>
        <translation>Prima concludi la catena: entrambi i giocatori passano</translation>
    </message>
    <message>
        <source>The change of phase is declared: your opponent answers or passes</source>
        <translation>Il cambio di fase è dichiarato: l&apos;avversario risponde o passa</translation>
    </message>
    <message>
        <source>The phase is starting: pass (your opponent may start a chain)</source>
        <translation>La fase sta iniziando: passa (l&apos;avversario può avviare una catena)</translation>
    </message>
    <message>
        <source>Only the Main phase can skip the Battle phase</source>
        <translation>Solo dalla fase principale si salta la fase di battaglia</translation>
    </message>
    <message>
        <source>BERSERK: a card must declare an attack on the Leader or the Vice Leader while it can</source>
        <translation>BERSERK: una carta deve dichiarare un attacco al Leader o al Vice Leader finché può</translation>
    </message>
    <message>
        <source>You play only a card from your hand (an Evoluzione: evolve it)</source>
        <translation>Giochi solo una carta dalla tua mano (un&apos;Evoluzione: evolvi)</translation>
    </message>
    <message>
        <source>This card is not played from the hand</source>
        <translation>Questa carta non si gioca dalla mano</translation>
    </message>
    <message>
        <source>This Tattica can be played only during the {phase}</source>
        <translation>Questa Tattica si può giocare solo durante la {phase}</translation>
    </message>
    <message>
        <source>This card can be played only during the {phase}</source>
        <translation>Questa carta si può giocare solo durante la {phase}</translation>
    </message>
    <message>
        <source>Creature, Vice Leader and Evoluzioni are not played in answer to a chain</source>
        <translation>Non puoi rispondere a una catena giocando Creature, Vice Leader o Evoluzioni</translation>
    </message>
    <message>
        <source>Creature and Vice Leader are played during your Main phase</source>
        <translation>Creature e Vice Leader si giocano durante la tua fase principale</translation>
    </message>
    <message>
        <source>You cannot play a Vice Leader while your Vice Leader zone is taken</source>
        <translation>Non puoi giocare un Vice Leader se la tua zona Vice Leader è occupata</translation>
    </message>
    <message>
        <source>The condition for playing this card is not met</source>
        <translation>La condizione per giocare questa carta non è soddisfatta</translation>
    </message>
    <message>
        <source>This card has no such alternative cost</source>
        <translation>Questa carta non ha quel costo alternativo</translation>
    </message>
    <message>
        <source>The condition of that alternative cost is not met</source>
        <translation>La condizione di quel costo alternativo non è soddisfatta</translation>
    </message>
    <message>
        <source>That alternative cost is a Sacrificio: only a Costo is played as an alternative</source>
        <translation>Quel costo alternativo è un Sacrificio: come alternativa si gioca solo un Costo</translation>
    </message>
    <message>
        <source>There is no legal target</source>
        <translation>Non c&apos;è un bersaglio valido</translation>
    </message>
    <message>
        <source>You cannot pay its Costo of {amount}</source>
        <translation>Non puoi pagare il suo Costo di {amount}</translation>
    </message>
    <message>
        <source>You cannot pay its Costo of {amount} ({colours})</source>
        <translation>Non puoi pagare il suo Costo di {amount} ({colours})</translation>
    </message>
    <message>
        <source>Drop the card on its target only for a Tattica with one target; else choose the targets when asked</source>
        <translation>Trascina la carta sul bersaglio solo per una Tattica con un bersaglio; altrimenti scegli i bersagli quando ti vengono chiesti</translation>
    </message>
    <message>
        <source>Not a legal target for this card</source>
        <translation>Non è un bersaglio valido per questa carta</translation>
    </message>
    <message>
        <source>Choose {count} target(s)</source>
        <translation>Bersagli da scegliere: {count}</translation>
    </message>
    <message>
        <source>Choose up to {count} target(s)</source>
        <translation>Bersagli da scegliere: fino a {count}</translation>
    </message>
    <message>
        <source>An Evoluzione is played from your Evolution deck</source>
        <translation>Un&apos;Evoluzione si gioca dal tuo mazzo Evoluzioni</translation>
    </message>
    <message>
        <source>Only an Evoluzione is played by a Sacrificio</source>
        <translation>Solo un&apos;Evoluzione si gioca con un Sacrificio</translation>
    </message>
    <message>
        <source>An Evoluzione is played during your Main phase</source>
        <translation>Un&apos;Evoluzione si gioca durante la tua fase principale</translation>
    </message>
    <message>
        <source>This card has no mode «{mode}»</source>
        <translation>Questa carta non ha la modalità «{mode}»</translation>
    </message>
    <message>
        <source>«{mode}» needs your Vice Leader in its zone, and one that can undergo it</source>
        <translation>«{mode}» richiede il tuo Vice Leader nella sua zona, e che possa subirlo</translation>
    </message>
    <message>
        <source>Your Vice Leader zone is taken: sacrifice the Vice Leader there</source>
        <translation>La tua zona Vice Leader è occupata: sacrifica il Vice Leader che c&apos;è</translation>
    </message>
    <message>
        <source>You cannot pay its Sacrificio (the named face-up cards of your Field)</source>
        <translation>Non puoi pagare il suo Sacrificio (le carte scoperte indicate del tuo Campo)</translation>
    </message>
    <message>
        <source>A card already on the chain adds no other effect of its own</source>
        <translation>Una carta già in catena non può aggiungere un altro suo effetto</translation>
    </message>
    <message>
        <source>Once per turn: this effect (or one of a card of yours with the same name) was used this turn</source>
        <translation>Una volta per turno: questo effetto (o quello di una tua carta con lo stesso nome) è già stato usato in questo turno</translation>
    </message>
    <message>
        <source>The condition for activating this effect is not met</source>
        <translation>La condizione per attivare questo effetto non è soddisfatta</translation>
    </message>
    <message>
        <source>You cannot pay what this effect asks to be activated</source>
        <translation>Non puoi pagare la condizione di innesco di questo effetto</translation>
    </message>
    <message>
        <source>This card has no such ability</source>
        <translation>Questa carta non ha quell&apos;abilità</translation>
    </message>
    <message>
        <source>The card must be on your Field</source>
        <translation>La carta deve essere nel tuo Campo</translation>
    </message>
    <message>
        <source>A Leader&apos;s effect is used as the Leader effect</source>
        <translation>L&apos;effetto di un Leader si usa come effetto Leader</translation>
    </message>
    <message>
        <source>A covered (or negated) card&apos;s effects are not active</source>
        <translation>Gli effetti di una carta coperta (o annullata) non sono attivi</translation>
    </message>
    <message>
        <source>COPRI is activated during your Main phase</source>
        <translation>COPRI si attiva durante la tua fase principale</translation>
    </message>
    <message>
        <source>This effect is used during the {phase}</source>
        <translation>Questo effetto si usa durante la {phase}</translation>
    </message>
    <message>
        <source>These effects are used only during your Main phase and from your Field</source>
        <translation>Questi effetti si usano solo durante la tua fase principale e dal tuo Campo</translation>
    </message>
    <message>
        <source>This ability is not activated by a player: it triggers by itself</source>
        <translation>Questa abilità non la attiva un giocatore: si innesca da sola</translation>
    </message>
    <message>
        <source>Your Leader has no such effect on the side it shows</source>
        <translation>Il tuo Leader non ha quell&apos;effetto sul lato che mostra</translation>
    </message>
    <message>
        <source>Only one Leader effect is used each turn</source>
        <translation>Puoi usare un solo effetto Leader per turno</translation>
    </message>
    <message>
        <source>This Leader effect is used during the {phase}</source>
        <translation>Questo effetto Leader si usa durante la {phase}</translation>
    </message>
    <message>
        <source>A Leader effect is used only during the Main phase of your turn</source>
        <translation>Un effetto Leader si usa solo durante la fase principale del tuo turno</translation>
    </message>
    <message>
        <source>This card has no such RIVELA effect</source>
        <translation>Questa carta non ha quell&apos;effetto RIVELA</translation>
    </message>
    <message>
        <source>RIVELA is used by revealing the card from your hand</source>
        <translation>RIVELA si usa rivelando la carta dalla tua mano</translation>
    </message>
    <message>
        <source>This RIVELA is used during the {phase}</source>
        <translation>Questo RIVELA si usa durante la {phase}</translation>
    </message>
    <message>
        <source>Only the player whose turn it is attacks</source>
        <translation>Attacca solo il giocatore di turno</translation>
    </message>
    <message>
        <source>Attacks are declared in your Battle phase</source>
        <translation>Gli attacchi si dichiarano nella tua fase di battaglia</translation>
    </message>
    <message>
        <source>Attacks are declared when no chain is open, after the start of the Battle phase</source>
        <translation>Gli attacchi si dichiarano senza catene aperte, dopo l&apos;inizio della fase di battaglia</translation>
    </message>
    <message>
        <source>Only a card on your Field can attack</source>
        <translation>Può attaccare solo una carta del tuo Campo</translation>
    </message>
    <message>
        <source>The Leader does not attack (unless an effect lets it)</source>
        <translation>Il Leader non attacca (a meno che un effetto non glielo permetta)</translation>
    </message>
    <message>
        <source>A covered card cannot declare an attack</source>
        <translation>Una carta coperta non può dichiarare un attacco</translation>
    </message>
    <message>
        <source>A card with strength 0 cannot declare an attack</source>
        <translation>Le carte con forza 0 non possono dichiarare attacchi</translation>
    </message>
    <message>
        <source>This card already attacked this turn: each card declares one attack</source>
        <translation>Questa carta ha già attaccato in questo turno: ogni carta dichiara un solo attacco</translation>
    </message>
    <message>
        <source>A card transformed this turn cannot declare an attack</source>
        <translation>Una carta trasformata in questo turno non può dichiarare un attacco</translation>
    </message>
    <message>
        <source>Creature and Vice Leader cannot attack the turn they are played</source>
        <translation>Creature e Vice Leader non possono attaccare nel turno in cui vengono giocate</translation>
    </message>
    <message>
        <source>The target must be a card on your opponent&apos;s Field or their Leader</source>
        <translation>Il bersaglio deve essere una carta del Campo avversario o il suo Leader</translation>
    </message>
    <message>
        <source>The Leader cannot be attacked while a face-up Vice Leader is on the Field</source>
        <translation>Il Leader non può essere attaccato finché un Vice Leader è scoperto sul Campo</translation>
    </message>
    <message>
        <source>ASSALTO: the turn it is played, this card attacks only cards that are not the Leader</source>
        <translation>ASSALTO: nel turno in cui viene giocata, questa carta attacca solo carte che non sono il Leader</translation>
    </message>
    <message>
        <source>BERSERK: this card must attack the Leader or the Vice Leader</source>
        <translation>BERSERK: questa carta deve attaccare il Leader o il Vice Leader</translation>
    </message>
    <message>
        <source>GUARDIA is used when your opponent declares an attack on your Leader or Vice Leader</source>
        <translation>GUARDIA si usa quando l&apos;avversario dichiara un attacco al tuo Leader o Vice Leader</translation>
    </message>
    <message>
        <source>GUARDIA needs the card face up on your Field</source>
        <translation>GUARDIA richiede la carta scoperta nel tuo Campo</translation>
    </message>
    <message>
        <source>This card is already the attack&apos;s target</source>
        <translation>Questa carta è già il bersaglio dell&apos;attacco</translation>
    </message>
    <message>
        <source>GUARDIA answers the attack&apos;s own chain</source>
        <translation>GUARDIA risponde alla catena dell&apos;attacco stesso</translation>
    </message>
    <message>
        <source>{player} must choose cards first</source>
        <translation>Prima {player} deve scegliere le carte</translation>
    </message>
    <message>
        <source>Choose among the cards offered</source>
        <translation>Scegli tra le carte proposte</translation>
    </message>
    <message>
        <source>Choose {count} card(s)</source>
        <translation>Carte da scegliere: {count}</translation>
    </message>
    <message>
        <source>Choose up to {count} card(s)</source>
        <translation>Carte da scegliere: fino a {count}</translation>
    </message>
    <message>
        <source>Those cards do not pay the coloured units of the Costo</source>
        <translation>Quelle carte non pagano le unità colorate del Costo</translation>
    </message>
    <message>
        <source>Those cards are not the Sacrificio the card asks for</source>
        <translation>Quelle carte non sono il Sacrificio che la carta richiede</translation>
    </message>
    <message>
        <source>{player} must answer yes or no first</source>
        <translation>Prima {player} deve rispondere sì o no</translation>
    </message>
    <message>
        <source>{player} must order the triggered effects first</source>
        <translation>Prima {player} deve ordinare gli effetti innescati</translation>
    </message>
    <message>
        <source>Order the cards offered (the next one first), each once</source>
        <translation>Ordina le carte proposte (prima la prossima), ognuna una volta</translation>
    </message>
    <message>
        <source>{player} must choose an option first</source>
        <translation>Prima {player} deve scegliere un&apos;opzione</translation>
    </message>
    <message>
        <source>There is no such option</source>
        <translation>Quell&apos;opzione non esiste</translation>
    </message>
    <message>
        <source>Only the player who holds priority may use manual tools</source>
        <translation>Solo il giocatore con la priorità può usare gli strumenti manuali</translation>
    </message>
    <message>
        <source>Only a card on the Field is covered or uncovered by hand</source>
        <translation>Solo una carta del Campo si copre o si scopre a mano</translation>
    </message>
    <message>
        <source>A Leader is never covered</source>
        <translation>Un Leader non viene mai coperto</translation>
    </message>
    <message>
        <source>It is already covered</source>
        <translation>È già coperta</translation>
    </message>
    <message>
        <source>It is already face up</source>
        <translation>È già scoperta</translation>
    </message>
    <message>
        <source>You may move only your own cards</source>
        <translation>Puoi spostare solo le tue carte</translation>
    </message>
    <message>
        <source>A Leader does not leave its area</source>
        <translation>Un Leader non lascia la propria area</translation>
    </message>
    <message>
        <source>A covered banished card cannot change zone</source>
        <translation>Una carta bandita coperta non può cambiare zona</translation>
    </message>
    <message>
        <source>From the deck only the top card can be moved by hand</source>
        <translation>Dal mazzo si sposta a mano solo la carta in cima</translation>
    </message>
    <message>
        <source>That card is out of the game</source>
        <translation>Quella carta è fuori dal gioco</translation>
    </message>
    <message>
        <source>It is already there ({zone})</source>
        <translation>È già lì ({zone})</translation>
    </message>
    <message>
        <source>Your Vice Leader zone is taken</source>
        <translation>La tua zona Vice Leader è occupata</translation>
    </message>
    <message>
        <source>Change Vita by 1 to {most}</source>
        <translation>Cambia la Vita da 1 a {most}</translation>
    </message>
    <message>
        <source>Counters go only on cards on the Field</source>
        <translation>I segnalini vanno solo su carte nel Campo</translation>
    </message>
    <message>
        <source>A counter type is a short lower-case name, like rabbia</source>
        <translation>Un tipo di segnalino è un nome breve in minuscolo, come rabbia</translation>
    </message>
    <message>
        <source>Change counters by 1 to {most}</source>
        <translation>Cambia i segnalini da 1 a {most}</translation>
    </message>
    <message>
        <source>That card has fewer counters than that</source>
        <translation>Quella carta ha meno segnalini di così</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>This is a replay</source>
        <translation>Questa è una replica</translation>
    </message>
    <message>
        <source>Move through the game, one action per step</source>
        <translation>Scorri la partita, un&apos;azione per passo</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Come l&apos;ha vista {name}</translation>
    </message>
    <message>
        <source>Whose hand to show</source>
        <translation>Di chi mostrare la mano</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>All&apos;inizio</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Un&apos;azione indietro</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Un&apos;azione avanti</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Alla fine</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Show the review: each player&apos;s chance to win turn by turn, and the moves the Hard computer would have played otherwise</source>
        <translation>Mostra l&apos;analisi: la probabilità di vittoria di ogni giocatore turno per turno, e le mosse che il computer Difficile avrebbe giocato diversamente</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} di {total}</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review the game</source>
        <translation>Analizza la partita</translation>
    </message>
    <message>
        <source>Chart each player&apos;s chance to win, and find the moves of the player shown that the Hard computer would have played otherwise</source>
        <translation>Traccia la probabilità di vittoria di ogni giocatore e trova le mosse del giocatore mostrato che il computer Difficile avrebbe giocato diversamente</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Click a move to see the position before it</source>
        <translation>Fai clic su una mossa per vedere la posizione prima di essa</translation>
    </message>
    <message>
        <source>Reviewing the moves of %1…</source>
        <translation>Analisi delle mosse di %1…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <source>The review stopped: %1</source>
        <translation>L&apos;analisi si è fermata: %1</translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s chance to win at the start of each turn, as the computer judges the position; %n decision(s) reviewed.</source>
        <translation>
            <numerusform>La probabilità di vittoria di ogni giocatore all&apos;inizio di ogni turno, secondo il computer; %n decisione analizzata.</numerusform>
            <numerusform>La probabilità di vittoria di ogni giocatore all&apos;inizio di ogni turno, secondo il computer; %n decisioni analizzate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1: %2. The computer would have played: %3 (%4 more chance to win)</source>
        <translation>Turno %1: %2. Il computer avrebbe giocato: %3 (%4 di probabilità di vittoria in più)</translation>
    </message>
    <message>
        <source>No move lost clearly against the Hard computer.</source>
        <translation>Nessuna mossa ha perso chiaramente rispetto al computer Difficile.</translation>
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
        <translation>la ricerca non si legge: {detail}</translation>
    </message>
    <message>
        <source>cannot search for that: {detail}</source>
        <translation>impossibile cercarlo: {detail}</translation>
    </message>
    <message>
        <source>unknown filter {name} in {token}; known filters: {known}</source>
        <translation>filtro sconosciuto {name} in {token}; filtri noti: {known}</translation>
    </message>
    <message>
        <source>unknown filter {name}</source>
        <translation>filtro sconosciuto {name}</translation>
    </message>
    <message>
        <source>{key} needs a whole number in {token}</source>
        <translation>{key} vuole un numero intero in {token}</translation>
    </message>
    <message>
        <source>{key} takes &apos;:&apos; (as in {example}), not {op}</source>
        <translation>{key} vuole &apos;:&apos; (come in {example}), non {op}</translation>
    </message>
    <message>
        <source>unknown ink {value} in {token}; inks are {inks}</source>
        <translation>inchiostro sconosciuto {value} in {token}; gli inchiostri sono {inks}</translation>
    </message>
    <message>
        <source>unknown type {value} in {token}; types are {types}</source>
        <translation>tipo sconosciuto {value} in {token}; i tipi sono {types}</translation>
    </message>
    <message>
        <source>unknown format {value} in {token}; formats are core, infinity</source>
        <translation>formato sconosciuto {value} in {token}; i formati sono core, infinity</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>⚠ The settings file {path} cannot be used: {problem}. It stays as it is unless you save; saving keeps it beside the new file.</source>
        <translation>⚠ Il file delle impostazioni {path} non si può usare: {problem}. Resta com&apos;è a meno che tu non salvi; salvando, lo si tiene accanto al nuovo file.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>La lingua del sistema (%1)</translation>
    </message>
    <message>
        <source>The language of the window, of the game&apos;s words and, where the card data has them, of the cards</source>
        <translation>La lingua della finestra, delle parole del gioco e, dove i dati delle carte le hanno, delle carte</translation>
    </message>
    <message>
        <source>A new language reopens the window in it; a game in progress goes on where you left it. Cards show in the language when you have imported its card data (File &gt; Import card data…), in English otherwise.</source>
        <translation>Una nuova lingua riapre la finestra in quella lingua; una partita in corso continua da dove l&apos;hai lasciata. Le carte appaiono nella lingua quando hai importato i suoi dati delle carte (File &gt; Importa dati delle carte…), altrimenti in inglese.</translation>
    </message>
    <message>
        <source>Your own card images</source>
        <translation>Le tue immagini delle carte</translation>
    </message>
    <message>
        <source>Lorcana Desktop draws every card face itself. If you have pictures of your cards, choose the folder (or zip file) that holds them: they are shown in the catalog and the deck builder instead of our drawings.</source>
        <translation>Lorcana Desktop disegna da sé ogni faccia delle carte. Se hai le immagini delle tue carte, scegli la cartella (o il file zip) che le contiene: appaiono nel catalogo e nel costruttore di mazzi al posto dei nostri disegni.</translation>
    </message>
    <message>
        <source>No folder: every card is drawn by Lorcana Desktop</source>
        <translation>Nessuna cartella: ogni carta è disegnata da Lorcana Desktop</translation>
    </message>
    <message>
        <source>Folder of your card images</source>
        <translation>Cartella delle tue immagini delle carte</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Scegli cartella…</translation>
    </message>
    <message>
        <source>Choose zip…</source>
        <translation>Scegli zip…</translation>
    </message>
    <message>
        <source>Use the pictures inside a .zip file (it is not unpacked)</source>
        <translation>Usa le immagini dentro un file .zip (non viene estratto)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <source>Use our own drawings for every card</source>
        <translation>Usa i nostri disegni per ogni carta</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Animate card moves (a short slide, under 0.2 seconds)</source>
        <translation>Anima i movimenti delle carte (un breve scorrimento, meno di 0,2 secondi)</translation>
    </message>
    <message>
        <source>Cards slide to where they go, so you see what the computer did; off, they jump there at once</source>
        <translation>Le carte scorrono dove vanno, così vedi cosa ha fatto il computer; spento, ci saltano subito</translation>
    </message>
    <message>
        <source>Zip file of your card images</source>
        <translation>File zip delle tue immagini delle carte</translation>
    </message>
    <message>
        <source>Zip files (*.zip)</source>
        <translation>File zip (*.zip)</translation>
    </message>
    <message>
        <source>Name each picture after its printing (.png, .jpg, .jpeg or .webp, any letter case): set and number, with or without zeros, &lt;tt&gt;1-5.png&lt;/tt&gt;, &lt;tt&gt;001-005.png&lt;/tt&gt;, &lt;tt&gt;1_5.jpg&lt;/tt&gt;, &lt;tt&gt;set1-005.png&lt;/tt&gt;, &lt;tt&gt;Q1-7.png&lt;/tt&gt;; a set code, &lt;tt&gt;TFC-005.png&lt;/tt&gt;; the number in a folder named after the set, &lt;tt&gt;TFC/005.png&lt;/tt&gt; or &lt;tt&gt;Set 1/5.png&lt;/tt&gt;; or the card&apos;s full name, &lt;tt&gt;Elsa - Snow Queen.png&lt;/tt&gt; (used for all its printings). An alternate art adds its letter (&lt;tt&gt;8-224a.png&lt;/tt&gt;) and otherwise uses &lt;tt&gt;8-224.png&lt;/tt&gt;. Promos are numbered within their promo group: &lt;tt&gt;P1-3.png&lt;/tt&gt; (&lt;tt&gt;1-3.png&lt;/tt&gt; is the set&apos;s card 3). Pictures are resized to the card; a card without a picture keeps the face we draw. Subfolders one level down are read too; pictures over {megapixels} megapixels and links pointing outside the folder are refused.</source>
        <translation>Dai a ogni immagine il nome della sua stampa (.png, .jpg, .jpeg o .webp, maiuscole o minuscole): set e numero, con o senza zeri, &lt;tt&gt;1-5.png&lt;/tt&gt;, &lt;tt&gt;001-005.png&lt;/tt&gt;, &lt;tt&gt;1_5.jpg&lt;/tt&gt;, &lt;tt&gt;set1-005.png&lt;/tt&gt;, &lt;tt&gt;Q1-7.png&lt;/tt&gt;; un codice del set, &lt;tt&gt;TFC-005.png&lt;/tt&gt;; il numero in una cartella con il nome del set, &lt;tt&gt;TFC/005.png&lt;/tt&gt; o &lt;tt&gt;Set 1/5.png&lt;/tt&gt;; oppure il nome completo della carta, &lt;tt&gt;Elsa - Snow Queen.png&lt;/tt&gt; (usato per tutte le sue stampe). Un&apos;illustrazione alternativa aggiunge la sua lettera (&lt;tt&gt;8-224a.png&lt;/tt&gt;) e altrimenti usa &lt;tt&gt;8-224.png&lt;/tt&gt;. Le promo sono numerate nel loro gruppo di promo: &lt;tt&gt;P1-3.png&lt;/tt&gt; (&lt;tt&gt;1-3.png&lt;/tt&gt; è la carta 3 del set). Le immagini sono adattate alla carta; una carta senza immagine tiene la faccia che disegniamo. Si leggono anche le sottocartelle di un livello; le immagini oltre {megapixels} megapixel e i collegamenti che puntano fuori dalla cartella sono rifiutati.</translation>
    </message>
    <message>
        <source>Every card is drawn by Lorcana Desktop.</source>
        <translation>Ogni carta è disegnata da Lorcana Desktop.</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la cartella non esiste</translation>
    </message>
    <message>
        <source>it is neither a folder nor a zip file</source>
        <translation>non è né una cartella né un file zip</translation>
    </message>
    <message>
        <source>the zip file is damaged</source>
        <translation>il file zip è danneggiato</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>non si può leggere</translation>
    </message>
    <message>
        <source>⚠ {folder}: {problem}</source>
        <translation>⚠ {folder}: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s); they cover {covered} of the catalog&apos;s {printings} printings</source>
        <translation>
            <numerusform>%n immagine; copre {covered} delle {printings} stampe del catalogo</numerusform>
            <numerusform>%n immagini; coprono {covered} delle {printings} stampe del catalogo</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} match no printing: {names}</source>
        <translation>{count} non corrispondono a nessuna stampa: {names}</translation>
    </message>
    <message>
        <source>{count} refused:</source>
        <translation>{count} rifiutate:</translation>
    </message>
    <message>
        <source>{count} not used (another picture of the same printing comes first): {names}</source>
        <translation>{count} non usate (un&apos;altra immagine della stessa stampa viene prima): {names}</translation>
    </message>
    <message>
        <source>too many pixels: {width} x {height}, more than {megapixels} megapixels</source>
        <translation>troppi pixel: {width} x {height}, più di {megapixels} megapixel</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>troppi pixel</translation>
    </message>
    <message>
        <source>a link pointing outside the folder, to {target}</source>
        <translation>un collegamento che punta fuori dalla cartella, a {target}</translation>
    </message>
    <message>
        <source>a link stored in the zip</source>
        <translation>un collegamento salvato nello zip</translation>
    </message>
    <message>
        <source>file too large: {size} MB</source>
        <translation>file troppo grande: {size} MB</translation>
    </message>
    <message>
        <source>unreadable: {error}</source>
        <translation>illeggibile: {error}</translation>
    </message>
    <message>
        <source>{name} ({why})</source>
        <translation>{name} ({why})</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Impostazioni non salvate</translation>
    </message>
    <message>
        <source>{folder} is not a folder or a zip file. Choose one or clear it.</source>
        <translation>{folder} non è una cartella né un file zip. Scegline uno o svuota il campo.</translation>
    </message>
    <message>
        <source>Replace the damaged settings file?</source>
        <translation>Sostituire il file delle impostazioni danneggiato?</translation>
    </message>
    <message>
        <source>{path} cannot be read: {problem}.

Save new settings? The damaged file is kept beside them as {name}.damaged-&lt;date&gt;.</source>
        <translation>{path} non si può leggere: {problem}.

Salvare nuove impostazioni? Il file danneggiato resta accanto come {name}.damaged-&lt;data&gt;.</translation>
    </message>
    <message>
        <source>Card images: {folder} ({coverage})</source>
        <translation>Immagini delle carte: {folder} ({coverage})</translation>
    </message>
    <message>
        <source>Card images: our own drawings</source>
        <translation>Immagini delle carte: i nostri disegni</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>&lt;b&gt;Cost curve&lt;/b&gt; (bars split by ink)</source>
        <translation>&lt;b&gt;Curva dei costi&lt;/b&gt; (per inchiostro)</translation>
    </message>
</context>
<context>
    <name>TableHelp</name>
    <message>
        <source>drag hand → inkwell</source>
        <translation>trascina mano → calamaio</translation>
    </message>
    <message>
        <source>ink the card (CR 4.2)</source>
        <translation>inchiostra la carta (CR 4.2)</translation>
    </message>
    <message>
        <source>drag hand → play area</source>
        <translation>trascina mano → area di gioco</translation>
    </message>
    <message>
        <source>play it; a menu asks when you could pay ink or sing it</source>
        <translation>giocala; un menu chiede quando potresti pagare con inchiostro o cantarla</translation>
    </message>
    <message>
        <source>drag hand → your character</source>
        <translation>trascina mano → tuo personaggio</translation>
    </message>
    <message>
        <source>Shift onto it (CR 8.10)</source>
        <translation>Trasformazione su di esso (CR 8.10)</translation>
    </message>
    <message>
        <source>drag character → opposing character or location</source>
        <translation>trascina personaggio → personaggio o luogo avversario</translation>
    </message>
    <message>
        <source>challenge (CR 4.6)</source>
        <translation>sfida (CR 4.6)</translation>
    </message>
    <message>
        <source>drag character → your location</source>
        <translation>trascina personaggio → tuo luogo</translation>
    </message>
    <message>
        <source>move there (CR 4.7)</source>
        <translation>spostati lì (CR 4.7)</translation>
    </message>
    <message>
        <source>double-click a character</source>
        <translation>doppio clic su un personaggio</translation>
    </message>
    <message>
        <source>quest (CR 4.5)</source>
        <translation>va all&apos;avventura (CR 4.5)</translation>
    </message>
    <message>
        <source>quest with the card you clicked</source>
        <translation>manda all&apos;avventura la carta che hai cliccato</translation>
    </message>
    <message>
        <source>right-click a card</source>
        <translation>clic destro su una carta</translation>
    </message>
    <message>
        <source>every action for it, and the manual tools</source>
        <translation>ogni azione possibile, e gli strumenti manuali</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>termina il tuo turno</translation>
    </message>
    <message>
        <source>undo your last decision (never past a draw)</source>
        <translation>annulla la tua ultima decisione (mai oltre una pescata)</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>ripeti</translation>
    </message>
    <message>
        <source>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel</source>
        <translation>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+rotella</translation>
    </message>
    <message>
        <source>zoom in, out, back to the whole table</source>
        <translation>ingrandisci, riduci, torna al tavolo intero</translation>
    </message>
    <message>
        <source>On the table (Play tab) every move is checked by the rules engine. While you drag a card, the places where it can go light up; a drop the rules refuse snaps back and says why.</source>
        <translation>Sul tavolo (scheda Gioca) ogni mossa è controllata dal motore delle regole. Mentre trascini una carta, si illuminano i punti dove può andare; una carta lasciata dove le regole non lo permettono torna indietro e dice perché.</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Tavolo da gioco</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>drag to act; double-click to quest; right-click for every action</source>
        <translation>trascina per agire; doppio clic per andare all&apos;avventura; clic destro per ogni azione</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Una carta a faccia in giù</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>  (left the game)</source>
        <translation>  (ha lasciato la partita)</translation>
    </message>
    <message>
        <source>%1 of %2 ready</source>
        <translation>%1 su %2 pronti</translation>
    </message>
    <message>
        <source>Nothing happens there. Drag to your inkwell to ink, to your play area to play, onto an opposing character to challenge, or onto your location to move.</source>
        <translation>Lì non succede nulla. Trascina nel calamaio per inchiostrare, nell&apos;area di gioco per giocare, su un personaggio avversario per sfidare, o su un tuo luogo per spostarti.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>The game log: everything that happened, newest at the bottom</source>
        <translation>Il registro della partita: tutto ciò che è successo, il più recente in fondo</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z); never past a draw</source>
        <translation>Riprendi la tua ultima mossa (Ctrl+Z); mai oltre una pescata</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Play the move you took back again (Ctrl+Shift+Z)</source>
        <translation>Rigioca la mossa annullata (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E)</source>
        <translation>Termina il tuo turno (Ctrl+E)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Save the replay, concede, or leave the table</source>
        <translation>Salva la replica, ritirati o lascia il tavolo</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <source>Computer&apos;s move</source>
        <translation>Mossa del computer</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Passa lo schermo a {name}.</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Turno {n}</translation>
    </message>
    <message>
        <source>Your turn, {name}: drag a card to your inkwell or play area, onto an opposing character to challenge; double-click a character to quest; right-click for more.</source>
        <translation>Tocca a te, {name}: trascina una carta nel calamaio o nell&apos;area di gioco, su un personaggio avversario per sfidarlo; doppio clic su un personaggio per mandarlo all&apos;avventura; clic destro per altro.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>In attesa di {name}.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>una carta a faccia in giù</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passa lo schermo a {name}</translation>
    </message>
    <message>
        <source>The table is hidden so nobody sees another player&apos;s hand. {name}, click when you are ready.</source>
        <translation>Il tavolo è nascosto così nessuno vede la mano di un altro giocatore. {name}, clicca quando sei pronto.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Sono {name}: mostra le mie carte</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} vince!</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Final lore: {lore}
Turns played: {turns}</source>
        <translation>Leggenda finale: {lore}
Turni giocati: {turns}</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>Salva la replica…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Guarda il tavolo</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Manual (not automated yet):</source>
        <translation>Manuale (non ancora automatizzata):</translation>
    </message>
    <message>
        <source>The move was played, but the autosave failed: {why}</source>
        <translation>La mossa è stata giocata, ma il salvataggio automatico non è riuscito: {why}</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Non consentito</translation>
    </message>
    <message>
        <source>Manual (for abilities not automated)</source>
        <translation>Manuale (per abilità non automatizzate)</translation>
    </message>
    <message>
        <source>Return to its owner&apos;s hand</source>
        <translation>Rimetti nella mano del proprietario</translation>
    </message>
    <message>
        <source>Put into its owner&apos;s discard</source>
        <translation>Metti nella pila degli scarti del proprietario</translation>
    </message>
    <message>
        <source>Put into its owner&apos;s inkwell</source>
        <translation>Metti nel calamaio del proprietario</translation>
    </message>
    <message>
        <source>Put on top of its owner&apos;s deck</source>
        <translation>Metti in cima al mazzo del proprietario</translation>
    </message>
    <message>
        <source>Put at the bottom of its owner&apos;s deck</source>
        <translation>Metti in fondo al mazzo del proprietario</translation>
    </message>
    <message>
        <source>Put 1 damage on it</source>
        <translation>Metti 1 danno su di esso</translation>
    </message>
    <message>
        <source>Remove 1 damage</source>
        <translation>Rimuovi 1 danno</translation>
    </message>
    <message>
        <source>Exert it</source>
        <translation>Impegnalo</translation>
    </message>
    <message>
        <source>Ready it</source>
        <translation>Preparalo</translation>
    </message>
    <message>
        <source>Move to your hand</source>
        <translation>Sposta nella tua mano</translation>
    </message>
    <message>
        <source>Put into play</source>
        <translation>Metti in gioco</translation>
    </message>
    <message>
        <source>Move to your discard</source>
        <translation>Sposta nella tua pila degli scarti</translation>
    </message>
    <message>
        <source>Put into your inkwell</source>
        <translation>Metti nel tuo calamaio</translation>
    </message>
    <message>
        <source>Put on top of your deck</source>
        <translation>Metti in cima al tuo mazzo</translation>
    </message>
    <message>
        <source>Put at the bottom of your deck</source>
        <translation>Metti in fondo al tuo mazzo</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <source>Shuffle your deck</source>
        <translation>Mescola il tuo mazzo</translation>
    </message>
    <message>
        <source>{name} gains 1 lore</source>
        <translation>{name} guadagna 1 leggenda</translation>
    </message>
    <message>
        <source>{name} loses 1 lore</source>
        <translation>{name} perde 1 leggenda</translation>
    </message>
    <message>
        <source>{name} gets an ink drop</source>
        <translation>{name} riceve una goccia d&apos;inchiostro</translation>
    </message>
    <message>
        <source>{name} loses an ink drop</source>
        <translation>{name} perde una goccia d&apos;inchiostro</translation>
    </message>
    <message>
        <source>Look at the top card of your deck…</source>
        <translation>Guarda la prima carta del tuo mazzo…</translation>
    </message>
    <message>
        <source>Leave its location</source>
        <translation>Lascia il suo luogo</translation>
    </message>
    <message>
        <source>Write a note on it…</source>
        <translation>Scrivi una nota sulla carta…</translation>
    </message>
    <message>
        <source>Take the note off</source>
        <translation>Togli la nota</translation>
    </message>
    <message>
        <source>Move to {location}</source>
        <translation>Sposta in {location}</translation>
    </message>
    <message>
        <source>Note on {card}</source>
        <translation>Nota su {card}</translation>
    </message>
    <message>
        <source>What stays true for this card (everyone sees it until it leaves play):</source>
        <translation>Cosa resta vero per questa carta (tutti lo vedono finché non lascia il gioco):</translation>
    </message>
    <message>
        <source>Manual tools</source>
        <translation>Strumenti manuali</translation>
    </message>
    <message>
        <source>For card abilities the engine does not automate yet; every use is logged</source>
        <translation>Per le abilità delle carte che il motore non automatizza ancora; ogni uso va nel registro</translation>
    </message>
    <message>
        <source>The top card of your deck</source>
        <translation>La prima carta del tuo mazzo</translation>
    </message>
    <message>
        <source>Click one of your ready characters first, then press Q to quest with it.</source>
        <translation>Prima clicca uno dei tuoi personaggi preparati, poi premi Q per mandarlo all&apos;avventura.</translation>
    </message>
    <message>
        <source>Pass the screen first: undo and redo wait for the next person.</source>
        <translation>Prima passa lo schermo: annulla e ripeti aspettano la prossima persona.</translation>
    </message>
    <message>
        <source>The computer player failed: {why}</source>
        <translation>Il giocatore computer non è riuscito: {why}</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Ritirati</translation>
    </message>
    <message>
        <source>Leave the table (the game is autosaved)</source>
        <translation>Lascia il tavolo (la partita è salvata automaticamente)</translation>
    </message>
    <message>
        <source>Leave this game? {name} wins.</source>
        <translation>Lasciare questa partita? Vince {name}.</translation>
    </message>
    <message>
        <source>Leave this game? {names} and {last} play on.</source>
        <translation>Lasciare questa partita? {names} e {last} continuano a giocare.</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>Salva la replica</translation>
    </message>
    <message>
        <source>Lorcana Desktop replays (*.lorcana-replay)</source>
        <translation>Repliche di Lorcana Desktop (*.lorcana-replay)</translation>
    </message>
    <message>
        <source>Could not save the replay</source>
        <translation>Impossibile salvare la replica</translation>
    </message>
    <message>
        <source>Replay saved</source>
        <translation>Replica salvata</translation>
    </message>
    <message>
        <source>{name}&apos;s discard</source>
        <translation>Pila degli scarti di {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), the newest first</source>
        <translation>
            <numerusform>%n carta, la più recente per prima</numerusform>
            <numerusform>%n carte, le più recenti per prime</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in bold can be used now: double-click one, or right-click a card for what you can do with it.</source>
        <translation>Le carte in grassetto si possono usare ora: fai doppio clic su una, o clic destro su una carta per ciò che puoi farci.</translation>
    </message>
    <message>
        <source>Right-click a card for the manual tools.</source>
        <translation>Clic destro su una carta per gli strumenti manuali.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
</TS>
