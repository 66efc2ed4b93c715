<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>Ink {card}</source>
        <translation>{card} tinten</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card} ausspielen</translation>
    </message>
    <message>
        <source>Shift {card} onto {base}</source>
        <translation>Gestaltwandel: {card} auf {base}</translation>
    </message>
    <message>
        <source>Sing {card} with {singers}</source>
        <translation>{card} mit {singers} singen</translation>
    </message>
    <message>
        <source>Quest with {card}</source>
        <translation>Mit {card} erkunden</translation>
    </message>
    <message>
        <source>{card} challenges {target}</source>
        <translation>{card} fordert {target} heraus</translation>
    </message>
    <message>
        <source>Move {card} to {location}</source>
        <translation>{card} nach {location} bewegen</translation>
    </message>
    <message>
        <source>Boost {card}</source>
        <translation>{card} stärken</translation>
    </message>
    <message>
        <source>Use {card}: {ability}</source>
        <translation>{card} einsetzen: {ability}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Resolve {ability} ({card})</source>
        <translation>{ability} ausführen ({card})</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Choose {n}</source>
        <translation>{n} wählen</translation>
    </message>
    <message>
        <source>{action}, removing an ink drop to pay</source>
        <translation>{action}, mit einem Tintentropfen bezahlt</translation>
    </message>
    <message>
        <source>{action}, removing {drops} ink drops to pay</source>
        <translation>{action}, mit {drops} Tintentropfen bezahlt</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <source>End the Main phase, skip the Battle phase</source>
        <translation>Die Hauptphase beenden, die Kampfphase überspringen</translation>
    </message>
    <message>
        <source>Play {card} on {targets}</source>
        <translation>{card} auf {targets} spielen</translation>
    </message>
    <message>
        <source>Play {card} (alternative cost)</source>
        <translation>{card} spielen (alternative Kosten)</translation>
    </message>
    <message>
        <source>Evolve into {card}</source>
        <translation>Zu {card} entwickeln</translation>
    </message>
    <message>
        <source>Evolve into {card} («{mode}» the Vice Leader)</source>
        <translation>Zu {card} entwickeln (den Vice Leader «{mode}»)</translation>
    </message>
    <message>
        <source>Attack {target} with {card}</source>
        <translation>{target} mit {card} angreifen</translation>
    </message>
    <message>
        <source>Activate {card}: {effect}</source>
        <translation>{card} aktivieren: {effect}</translation>
    </message>
    <message>
        <source>Use the Leader effect</source>
        <translation>Den Leader-Effekt nutzen</translation>
    </message>
    <message>
        <source>Reveal {card} (RIVELA)</source>
        <translation>{card} aufdecken (RIVELA)</translation>
    </message>
    <message>
        <source>Choose {targets}</source>
        <translation>{targets} wählen</translation>
    </message>
    <message>
        <source>Choose nothing</source>
        <translation>Nichts wählen</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Option {n}</translation>
    </message>
    <message>
        <source>Next: {card}</source>
        <translation>Als Nächstes: {card}</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Pay {ink} ⬡</source>
        <translation>{ink} ⬡ bezahlen</translation>
    </message>
    <message>
        <source>Pay {ink} ⬡ and remove 1 ink drop</source>
        <translation>{ink} ⬡ bezahlen und einen Tintentropfen entfernen</translation>
    </message>
    <message>
        <source>Pay {ink} ⬡ and remove {drops} ink drops</source>
        <translation>{ink} ⬡ bezahlen und {drops} Tintentropfen entfernen</translation>
    </message>
    <message>
        <source>Don&apos;t pay</source>
        <translation>Nicht bezahlen</translation>
    </message>
    <message>
        <source>Put it on the bottom of your deck</source>
        <translation>Unter dein Deck legen</translation>
    </message>
    <message>
        <source>Keep it in play</source>
        <translation>Im Spiel lassen</translation>
    </message>
    <message>
        <source>Discard {count} cards</source>
        <translation>{count} Karten abwerfen</translation>
    </message>
    <message>
        <source>Discard 1 card that fits</source>
        <translation>1 passende Karte abwerfen</translation>
    </message>
    <message>
        <source>Get the ink drop</source>
        <translation>Den Tintentropfen erhalten</translation>
    </message>
    <message>
        <source>Put the top card of your deck into your inkwell instead</source>
        <translation>Stattdessen die oberste Karte deines Decks in deinen Tintenvorrat legen</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <source>Shift it onto {bases}</source>
        <translation>Gestaltwandel auf {bases}</translation>
    </message>
    <message>
        <source>Put it into your hand</source>
        <translation>Auf deine Hand nehmen</translation>
    </message>
    <message>
        <source>Play it for free instead; it enters play exerted</source>
        <translation>Stattdessen kostenlos ausspielen; sie kommt erschöpft ins Spiel</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <source>Don&apos;t draw</source>
        <translation>Nicht ziehen</translation>
    </message>
    <message>
        <source>Keep it on top of the deck</source>
        <translation>Oben auf dem Deck lassen</translation>
    </message>
    <message>
        <source>Put it on the bottom of the deck</source>
        <translation>Unter das Deck legen</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Lorcana Desktop: no data folder</source>
        <translation>Lorcana Desktop: kein Datenordner</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already open with the data in %1; its window was brought to the front.</source>
        <translation>Lorcana Desktop ist mit den Daten in %1 schon geöffnet; sein Fenster wurde nach vorne geholt.</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already starting with the data in %1; its window opens in a moment.</source>
        <translation>Lorcana Desktop startet schon mit den Daten in %1; sein Fenster öffnet sich gleich.</translation>
    </message>
    <message>
        <source>Lorcana Desktop is already running</source>
        <translation>Lorcana Desktop läuft schon</translation>
    </message>
    <message>
        <source>Another Lorcana Desktop is using the data in %1 but does not answer. Close it, or wait until it has finished starting, then start Lorcana Desktop again.</source>
        <translation>Ein anderes Lorcana Desktop benutzt die Daten in %1, antwortet aber nicht. Schließe es oder warte, bis es fertig gestartet ist, und starte Lorcana Desktop dann neu.</translation>
    </message>
    <message>
        <source>Lorcana Desktop: no card data</source>
        <translation>Lorcana Desktop: keine Kartendaten</translation>
    </message>
    <message>
        <source>Lorcana Desktop cannot start</source>
        <translation>Lorcana Desktop kann nicht starten</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Search text, or filters: ink:amber cost&lt;=3 keyword:evasive (F1: help)</source>
        <translation>Suchtext oder Filter: ink:amber cost&lt;=3 keyword:evasive (F1: Hilfe)</translation>
    </message>
    <message>
        <source>Words and filters, as in the catalog; F1 lists every filter (Ctrl+F)</source>
        <translation>Wörter und Filter wie im Katalog; F1 zeigt alle Filter (Strg+F)</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Show the cards as faces</source>
        <translation>Die Karten als Bilder zeigen</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Show the cards as a list</source>
        <translation>Die Karten als Liste zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Add one</source>
        <translation>Eine hinzufügen</translation>
    </message>
    <message>
        <source>Add a playset (up to the copy limit)</source>
        <translation>Ein Playset hinzufügen (bis zur Kopiengrenze)</translation>
    </message>
    <message>
        <source>Add one to the sideboard</source>
        <translation>Eine zum Sideboard hinzufügen</translation>
    </message>
    <message>
        <source>Take one out</source>
        <translation>Eine herausnehmen</translation>
    </message>
</context>
<context>
    <name>CardFilterBar</name>
    <message>
        <source>Show cards playable with %1 (with the other inks chosen)</source>
        <translation>Karten zeigen, die mit %1 spielbar sind (mit den anderen gewählten Tinten)</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter löschen</translation>
    </message>
    <message>
        <source>Set every filter back to “any”</source>
        <translation>Jeden Filter auf „beliebig“ zurücksetzen</translation>
    </message>
    <message>
        <source>cost </source>
        <translation>Kosten </translation>
    </message>
    <message>
        <source>The lowest cost shown</source>
        <translation>Die niedrigsten gezeigten Kosten</translation>
    </message>
    <message>
        <source>to </source>
        <translation>bis </translation>
    </message>
    <message>
        <source>The highest cost shown (“any”: no upper limit)</source>
        <translation>Die höchsten gezeigten Kosten („beliebig“: ohne Obergrenze)</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Jeder Typ</translation>
    </message>
    <message>
        <source>Any classification</source>
        <translation>Jede Klassifizierung</translation>
    </message>
    <message>
        <source>Any keyword</source>
        <translation>Jedes Schlüsselwort</translation>
    </message>
    <message>
        <source>Any set</source>
        <translation>Jedes Set</translation>
    </message>
    <message>
        <source>Any rarity</source>
        <translation>Jede Seltenheit</translation>
    </message>
    <message>
        <source>Inkable or not</source>
        <translation>Tintbar oder nicht</translation>
    </message>
    <message>
        <source>Inkable</source>
        <translation>Tintbar</translation>
    </message>
    <message>
        <source>Uninkable</source>
        <translation>Nicht tintbar</translation>
    </message>
    <message>
        <source>Any format</source>
        <translation>Jedes Format</translation>
    </message>
    <message>
        <source>Legal in Core</source>
        <translation>Legal in Core</translation>
    </message>
    <message>
        <source>Legal in Infinity</source>
        <translation>Legal in Infinity</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Kartentyp</translation>
    </message>
    <message>
        <source>Classification (Hero, Princess, Storyborn, ...)</source>
        <translation>Klassifizierung (Held, Prinzessin, Sagengestalt, ...)</translation>
    </message>
    <message>
        <source>Keyword ability</source>
        <translation>Schlüsselwort</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Seltenheit</translation>
    </message>
    <message>
        <source>Legal in a format</source>
        <translation>Legal in einem Format</translation>
    </message>
    <message>
        <source>Show or hide the classification, keyword, set, rarity, inkable and format filters</source>
        <translation>Die Filter für Klassifizierung, Schlüsselwort, Set, Seltenheit, Tintbarkeit und Format zeigen oder verbergen</translation>
    </message>
    <message>
        <source>More filters</source>
        <translation>Mehr Filter</translation>
    </message>
    <message>
        <source>More filters (%1)</source>
        <translation>Mehr Filter (%1)</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>drying</source>
        <translation>trocknet</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manuell</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <source>Done looking</source>
        <translation>Fertig angesehen</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message numerus="yes">
        <source>The top %n card(s) of {name}&apos;s deck, the top one first</source>
        <translation>
            <numerusform>Die oberste Karte von {name}s Deck</numerusform>
            <numerusform>Die obersten %n Karten von {name}s Deck, die oberste zuerst</numerusform>
        </translation>
    </message>
    <message>
        <source>The top card of {name}&apos;s deck</source>
        <translation>Die oberste Karte von {name}s Deck</translation>
    </message>
    <message>
        <source>Click the cards in the order they go on the bottom of the deck: 1 goes down first, the last ends up at the very bottom</source>
        <translation>Klicke die Karten in der Reihenfolge, in der sie unter das Deck kommen: 1 kommt zuerst, die letzte liegt ganz unten</translation>
    </message>
    <message>
        <source>Click the cards in the order they go back on top of the deck: 1 ends up on top</source>
        <translation>Klicke die Karten in der Reihenfolge, in der sie zurück auf das Deck kommen: 1 liegt am Ende oben</translation>
    </message>
    <message>
        <source>{name}&apos;s hand, revealed</source>
        <translation>{name}s Hand, aufgedeckt</translation>
    </message>
    <message>
        <source>In the discard, the newest first</source>
        <translation>Im Ablagestapel, die neueste zuerst</translation>
    </message>
    <message>
        <source>You look at {name}&apos;s hand (only you see it)</source>
        <translation>Du siehst dir die Hand von {name} an (nur du siehst sie)</translation>
    </message>
    <message>
        <source>You look at the top of {name}&apos;s deck, the top card first (only you see it)</source>
        <translation>Du siehst dir die oberen Karten des Decks von {name} an, die oberste zuerst (nur du siehst sie)</translation>
    </message>
    <message>
        <source>In {name}&apos;s inkwell</source>
        <translation>In {name}s Tintenvorrat</translation>
    </message>
    <message>
        <source>Under a card</source>
        <translation>Unter einer Karte</translation>
    </message>
    <message>
        <source> — click a lit card to choose it</source>
        <translation> — klicke eine leuchtende Karte, um sie zu wählen</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>Point at a card to see it here, large, with its full text.</source>
        <translation>Zeige auf eine Karte, um sie hier groß mit ihrem ganzen Text zu sehen.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>banned</source>
        <translation>gebannt</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>legal</translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>nicht legal</translation>
    </message>
    <message>
        <source>its effect</source>
        <translation>ihr Effekt</translation>
    </message>
    <message>
        <source>Manual (not automated yet): %1</source>
        <translation>Manuell (noch nicht automatisiert): %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>inkable</source>
        <translation>tintbar</translation>
    </message>
    <message>
        <source>not inkable</source>
        <translation>nicht tintbar</translation>
    </message>
    <message>
        <source>Strength %1  Willpower %2  Lore %3</source>
        <translation>Stärke %1  Willenskraft %2  Legende %3</translation>
    </message>
    <message>
        <source>Move cost %1  Willpower %2  Lore %3</source>
        <translation>Bewegungskosten %1  Willenskraft %2  Legende %3</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n im Deck</numerusform>
            <numerusform>%n im Deck</numerusform>
        </translation>
    </message>
    <message>
        <source>double-click, + or drag to add</source>
        <translation>Doppelklick, + oder Ziehen zum Hinzufügen</translation>
    </message>
</context>
<context>
    <name>CatalogView</name>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Ink</source>
        <translation>Tinte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>move %1 / %2 / %3</source>
        <translation>Bew. %1 / %2 / %3</translation>
    </message>
    <message>
        <source>Search: words and filters, e.g.  ink:amber cost&lt;=3 type:character keyword:evasive set:5 inkable (F1: help)</source>
        <translation>Suche: Wörter und Filter, z. B.  ink:amber cost&lt;=3 type:character keyword:evasive set:5 inkable (F1: Hilfe)</translation>
    </message>
    <message>
        <source>Words search names and rules text; filters narrow the cards. F1 shows every filter.</source>
        <translation>Wörter durchsuchen Namen und Regeltext; Filter grenzen die Karten ein. F1 zeigt alle Filter.</translation>
    </message>
    <message>
        <source>Double-click a row (or rest the pointer on it) to see the card enlarged</source>
        <translation>Doppelklicke eine Zeile (oder lass den Zeiger darauf ruhen), um die Karte groß zu sehen</translation>
    </message>
    <message>
        <source>Add to deck</source>
        <translation>Zum Deck</translation>
    </message>
    <message>
        <source>Add one copy of this card to the deck open in the Decks tab (key +)</source>
        <translation>Eine Kopie dieser Karte zum Deck hinzufügen, das im Reiter Decks offen ist (Taste +)</translation>
    </message>
    <message>
        <source>Add to %1</source>
        <translation>Zu %1</translation>
    </message>
    <message>
        <source>Add one copy of this card to “%1”, the deck open in the Decks tab (key +)</source>
        <translation>Eine Kopie dieser Karte zu „%1“ hinzufügen, dem Deck, das im Reiter Decks offen ist (Taste +)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the search</source>
        <translation>
            <numerusform>%n Fehler in der Suche</numerusform>
            <numerusform>%n Fehler in der Suche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Add one to the deck</source>
        <translation>Eine zum Deck hinzufügen</translation>
    </message>
    <message>
        <source>Add a playset to the deck</source>
        <translation>Ein Playset zum Deck hinzufügen</translation>
    </message>
    <message>
        <source>Show enlarged</source>
        <translation>Groß zeigen</translation>
    </message>
    <message>
        <source>no ink</source>
        <translation>keine Tinte</translation>
    </message>
    <message>
        <source>not inkable</source>
        <translation>nicht tintbar</translation>
    </message>
    <message>
        <source>inkable</source>
        <translation>tintbar</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>Strength &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Willpower &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Lore &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Stärke &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Willenskraft &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Legende &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Move cost &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Willpower &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Lore &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Bewegungskosten &lt;b&gt;%1&lt;/b&gt; &amp;nbsp; Willenskraft &lt;b&gt;%2&lt;/b&gt; &amp;nbsp; Legende &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Printings:</source>
        <translation>Drucke:</translation>
    </message>
</context>
<context>
    <name>CollectionImportDialog</name>
    <message>
        <source>Import a Dreamborn collection</source>
        <translation>Eine Dreamborn-Sammlung importieren</translation>
    </message>
    <message>
        <source>%1: %2 read, %3 with %4.</source>
        <translation>%1: %2 gelesen, %3 mit %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s)</source>
        <translation>
            <numerusform>%n Druck</numerusform>
            <numerusform>%n Drucke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing replaces your collection (%1, %2 now).</source>
        <translation>Der Import ersetzt deine Sammlung (jetzt %1, %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read and are left out:</source>
        <translation>
            <numerusform>%n Zeile war nicht lesbar und bleibt weg:</numerusform>
            <numerusform>%n Zeilen waren nicht lesbar und bleiben weg:</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: </source>
        <translation>Weggelassen: </translation>
    </message>
    <message>
        <source>Check: </source>
        <translation>Prüfen: </translation>
    </message>
    <message>
        <source>Replace my collection</source>
        <translation>Meine Sammlung ersetzen</translation>
    </message>
    <message>
        <source>Your collection becomes what the file holds</source>
        <translation>Deine Sammlung wird, was die Datei enthält</translation>
    </message>
    <message>
        <source>Keep your collection as it is</source>
        <translation>Deine Sammlung lassen, wie sie ist</translation>
    </message>
</context>
<context>
    <name>CollectionView</name>
    <message>
        <source>Search (as in the catalog): ink:amber set:5 rarity:legendary</source>
        <translation>Suche (wie im Katalog): ink:amber set:5 rarity:legendary</translation>
    </message>
    <message>
        <source>Words and filters as in the catalog; set: and rarity: pick printings (F1: help)</source>
        <translation>Wörter und Filter wie im Katalog; set: und rarity: wählen Drucke (F1: Hilfe)</translation>
    </message>
    <message>
        <source>Owned only</source>
        <translation>Nur im Besitz</translation>
    </message>
    <message>
        <source>Show only the printings you own a copy of</source>
        <translation>Nur die Drucke zeigen, von denen du eine Kopie besitzt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>One normal copy fewer of the selected printing (key -)</source>
        <translation>Eine normale Kopie weniger vom gewählten Druck (Taste -)</translation>
    </message>
    <message>
        <source>One more normal copy of the selected printing (key +)</source>
        <translation>Eine normale Kopie mehr vom gewählten Druck (Taste +)</translation>
    </message>
    <message>
        <source>Foil</source>
        <translation>Foil</translation>
    </message>
    <message>
        <source>One foil copy fewer (Ctrl and -)</source>
        <translation>Eine Foil-Kopie weniger (Strg und -)</translation>
    </message>
    <message>
        <source>One more foil copy (Ctrl and +)</source>
        <translation>Eine Foil-Kopie mehr (Strg und +)</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Replace your collection with a Dreamborn collection CSV (shows what it holds first)</source>
        <translation>Deine Sammlung durch eine Dreamborn-Sammlungs-CSV ersetzen (zeigt zuerst, was sie enthält)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save your collection as a Dreamborn collection CSV</source>
        <translation>Deine Sammlung als Dreamborn-Sammlungs-CSV speichern</translation>
    </message>
    <message>
        <source>A saved deck to compare with your collection</source>
        <translation>Ein gespeichertes Deck zum Vergleich mit deiner Sammlung</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the list of missing cards</source>
        <translation>Die Liste der fehlenden Karten kopieren</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>Als Text exportieren…</translation>
    </message>
    <message>
        <source>Save the list of missing cards as a text file</source>
        <translation>Die Liste der fehlenden Karten als Textdatei speichern</translation>
    </message>
    <message>
        <source>The selected printing (rest the pointer on a row to see it bigger)</source>
        <translation>Der gewählte Druck (lass den Zeiger auf einer Zeile ruhen, um ihn größer zu sehen)</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Ink</source>
        <translation>Tinte</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Seltenheit</translation>
    </message>
    <message>
        <source>own %1 normal, %2 foil</source>
        <translation>du besitzt %1 normal, %2 Foil</translation>
    </message>
    <message>
        <source>+/- change normal, Ctrl +/- foil</source>
        <translation>+/- ändert normal, Strg +/- Foil</translation>
    </message>
    <message>
        <source>%1 copies is more than the collection can hold: counts stop at %2. The count was not changed.</source>
        <translation>%1 Kopien sind mehr, als die Sammlung zählen kann: Zahlen enden bei %2. Die Zahl wurde nicht geändert.</translation>
    </message>
    <message>
        <source>Counts stop at %1 copies. The count was not changed.</source>
        <translation>Zahlen enden bei %1 Kopien. Die Zahl wurde nicht geändert.</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Im Besitz</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>Printings you own at least one copy of, of every printing in the set; double-click a set to list its printings</source>
        <translation>Die Drucke, von denen du mindestens eine Kopie besitzt, von allen Drucken des Sets; doppelklicke ein Set, um seine Drucke zu zeigen</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <source>Missing for a deck</source>
        <translation>Fehlt für ein Deck</translation>
    </message>
    <message>
        <source>The collection cannot be saved: %1</source>
        <translation>Die Sammlung kann nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s) shown</source>
        <translation>
            <numerusform>%n Druck gezeigt</numerusform>
            <numerusform>%n Drucke gezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>you own %1 (%2)</source>
        <translation>du besitzt %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printing(s)</source>
        <translation>
            <numerusform>%n Druck</numerusform>
            <numerusform>%n Drucke</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The count was not saved</source>
        <translation>Die Zahl wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 printings owned, %4 in all</source>
        <translation>%1: %2 von %3 Drucken im Besitz, %4 insgesamt</translation>
    </message>
    <message>
        <source>%1 is too large to be a collection CSV.</source>
        <translation>%1 ist zu groß für eine Sammlungs-CSV.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it is not a Dreamborn CSV.</source>
        <translation>%1 ist kein UTF-8-Text, also keine Dreamborn-CSV.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Nothing to import</source>
        <translation>Nichts zu importieren</translation>
    </message>
    <message>
        <source>%1 of the file could not be read. Replace your collection (%2) with the %3 that were read? The cards of the unread rows will no longer be in it.</source>
        <translation>%1 der Datei konnten nicht gelesen werden. Deine Sammlung (%2) durch die %3 gelesenen ersetzen? Die Karten der ungelesenen Zeilen sind dann nicht mehr darin.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace your collection?</source>
        <translation>Deine Sammlung ersetzen?</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Nicht importiert: %1</translation>
    </message>
    <message>
        <source>The collection was not imported</source>
        <translation>Die Sammlung wurde nicht importiert</translation>
    </message>
    <message>
        <source>Imported %1 (%2).</source>
        <translation>%1 importiert (%2).</translation>
    </message>
    <message>
        <source>Not imported: your collection is unchanged.</source>
        <translation>Nicht importiert: deine Sammlung ist unverändert.</translation>
    </message>
    <message>
        <source>Import a Dreamborn collection</source>
        <translation>Eine Dreamborn-Sammlung importieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export the collection</source>
        <translation>Die Sammlung exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>No saved decks yet: build one in the Decks tab.</source>
        <translation>Noch keine gespeicherten Decks: baue eins im Reiter Decks.</translation>
    </message>
    <message>
        <source>You own every card of %1.</source>
        <translation>Du besitzt jede Karte von %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing</source>
        <translation>
            <numerusform>%n Karte fehlt</numerusform>
            <numerusform>%n Karten fehlen</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 different) of %2 in %3.</source>
        <translation>(%1 verschiedene) von %2 in %3.</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Export the missing cards</source>
        <translation>Die fehlenden Karten exportieren</translation>
    </message>
    <message>
        <source>missing - %1.txt</source>
        <translation>fehlend - %1.txt</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
</context>
<context>
    <name>CostCurveChart</name>
    <message>
        <source>The cost curve appears as cards are added</source>
        <translation>Die Kostenkurve erscheint, sobald Karten hinzukommen</translation>
    </message>
</context>
<context>
    <name>CostSpinBox</name>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Songs</source>
        <translation>Lieder</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Locations</source>
        <translation>Orte</translation>
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
        <translation>Neues Deck</translation>
    </message>
    <message>
        <source>main deck</source>
        <translation>Hauptdeck</translation>
    </message>
    <message>
        <source>sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <source>maybeboard</source>
        <translation>Maybeboard</translation>
    </message>
    <message>
        <source>No cards yet.</source>
        <translation>Noch keine Karten.</translation>
    </message>
    <message numerus="yes">
        <source>%n song(s)</source>
        <translation>
            <numerusform>%n Lied</numerusform>
            <numerusform>%n Lieder</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cards; with 4 copies %2, 3 copies %3, 2 copies %4, 1 copy %5.</source>
        <translation>%1 Karten; mit 4 Kopien %2, 3 Kopien %3, 2 Kopien %4, 1 Kopie %5.</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 von %2 (%3)</translation>
    </message>
    <message>
        <source>Inks:</source>
        <translation>Tinten:</translation>
    </message>
    <message>
        <source>Inkable:</source>
        <translation>Tintbar:</translation>
    </message>
    <message>
        <source>Types:</source>
        <translation>Typen:</translation>
    </message>
    <message>
        <source>Average cost:</source>
        <translation>Durchschnittskosten:</translation>
    </message>
    <message>
        <source>Opening hand:</source>
        <translation>Starthand:</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n Charakter</numerusform>
            <numerusform>%n Charaktere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Gegenstand</numerusform>
            <numerusform>%n Gegenstände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n location(s)</source>
        <translation>
            <numerusform>%n Ort</numerusform>
            <numerusform>%n Orte</numerusform>
        </translation>
    </message>
    <message>
        <source>Your saved decks: pick one to open it</source>
        <translation>Deine gespeicherten Decks: wähle eins, um es zu öffnen</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Deckname</translation>
    </message>
    <message>
        <source>The deck&apos;s name (Save keeps it under this name)</source>
        <translation>Der Name des Decks (Speichern behält es unter diesem Namen)</translation>
    </message>
    <message>
        <source>The format the deck is checked against</source>
        <translation>Das Format, nach dem das Deck geprüft wird</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Start a new, empty deck (Ctrl+N)</source>
        <translation>Ein neues, leeres Deck beginnen (Strg+N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the deck under its name (Ctrl+S)</source>
        <translation>Das Deck unter seinem Namen speichern (Strg+S)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Save a copy under a new name and go on editing the copy</source>
        <translation>Eine Kopie unter neuem Namen speichern und an der Kopie weiterarbeiten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the saved deck (asks first)</source>
        <translation>Das gespeicherte Deck löschen (fragt vorher)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Paste or open a deck list, deck code or Tabletop Simulator file</source>
        <translation>Eine Deckliste, einen Deckcode oder eine Tabletop-Simulator-Datei einfügen oder öffnen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Copy the deck or save it as a file</source>
        <translation>Das Deck kopieren oder als Datei speichern</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Copy deck code</source>
        <translation>Deckcode kopieren</translation>
    </message>
    <message>
        <source>Save as text file…</source>
        <translation>Als Textdatei speichern…</translation>
    </message>
    <message>
        <source>Save deck code file…</source>
        <translation>Deckcode-Datei speichern…</translation>
    </message>
    <message>
        <source>Save as Tabletop Simulator JSON…</source>
        <translation>Als Tabletop-Simulator-JSON speichern…</translation>
    </message>
    <message>
        <source>Test this deck…</source>
        <translation>Deck testen…</translation>
    </message>
    <message>
        <source>Play many computer games between this deck and others, on every core, and see what won and what each card did</source>
        <translation>Den Computer viele Partien zwischen diesem Deck und anderen spielen lassen, auf allen Kernen, und sehen, was gewonnen hat und was jede Karte bewirkt hat</translation>
    </message>
    <message>
        <source>One more copy of the selected card (key +)</source>
        <translation>Eine Kopie mehr von der gewählten Karte (Taste +)</translation>
    </message>
    <message>
        <source>One copy fewer of the selected card (key -)</source>
        <translation>Eine Kopie weniger von der gewählten Karte (Taste -)</translation>
    </message>
    <message>
        <source>The card last clicked in the deck list or the browser</source>
        <translation>Die zuletzt angeklickte Karte in der Deckliste oder bei den Karten</translation>
    </message>
    <message>
        <source>Notes: plan, mulligan advice, sideboard ideas…</source>
        <translation>Notizen: Plan, Mulligan-Tipps, Sideboard-Ideen…</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Decks cannot be saved: %1</source>
        <translation>Decks können nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>(+%n outside the main deck)</source>
        <translation>
            <numerusform>(+%n außerhalb des Hauptdecks)</numerusform>
            <numerusform>(+%n außerhalb des Hauptdecks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <source>Legal in %1.</source>
        <translation>Legal in %1.</translation>
    </message>
    <message numerus="yes">
        <source>Not legal in %1: %n problem(s).</source>
        <translation>
            <numerusform>Nicht legal in %1: %n Problem.</numerusform>
            <numerusform>Nicht legal in %1: %n Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>(unsaved deck)</source>
        <translation>(nicht gespeichertes Deck)</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before leaving it?</source>
        <translation>Die Änderungen an „%1“ speichern, bevor du es verlässt?</translation>
    </message>
    <message>
        <source>There is no saved deck named “%1”.</source>
        <translation>Es gibt kein gespeichertes Deck namens „%1“.</translation>
    </message>
    <message>
        <source>The deck needs a name before it can be saved.</source>
        <translation>Das Deck braucht einen Namen, bevor es gespeichert werden kann.</translation>
    </message>
    <message>
        <source>Replace deck</source>
        <translation>Deck ersetzen</translation>
    </message>
    <message>
        <source>A deck named “%1” already exists. Replace it?</source>
        <translation>Ein Deck namens „%1“ gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Das Deck wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>The deck was not saved: %1</source>
        <translation>Das Deck wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 Kopie</translation>
    </message>
    <message>
        <source>The copy was not saved</source>
        <translation>Die Kopie wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>The copy was not saved: %1</source>
        <translation>Die Kopie wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Deck löschen</translation>
    </message>
    <message>
        <source>Delete the deck “%1”? This cannot be undone.</source>
        <translation>Das Deck „%1“ löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>The deck was not deleted</source>
        <translation>Das Deck wurde nicht gelöscht</translation>
    </message>
    <message>
        <source>The deck was not deleted: %1</source>
        <translation>Das Deck wurde nicht gelöscht: %1</translation>
    </message>
    <message>
        <source>Unsaved deck</source>
        <translation>Nicht gespeichertes Deck</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before closing?</source>
        <translation>Die Änderungen an „%1“ vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Partie ansehen</translation>
    </message>
    <message>
        <source>A game is on the table. Leave it to watch this game? It is saved: Resume the last game goes back to it.</source>
        <translation>Auf dem Tisch läuft eine Partie. Sie verlassen, um diese Partie anzusehen? Sie ist gespeichert: Letzte Partie fortsetzen kehrt zu ihr zurück.</translation>
    </message>
    <message>
        <source>The imported deck was not saved</source>
        <translation>Das importierte Deck wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>The imported deck was not saved: %1</source>
        <translation>Das importierte Deck wurde nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported &apos;%1&apos;: %n card(s)</source>
        <translation>
            <numerusform>„%1“ importiert: %n Karte</numerusform>
            <numerusform>„%1“ importiert: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped.</source>
        <translation>
            <numerusform>%n Zeile übersprungen.</numerusform>
            <numerusform>%n Zeilen übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck list is on the clipboard.</source>
        <translation>Die Deckliste ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>The deck code is on the clipboard.</source>
        <translation>Der Deckcode ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>Deck code (*.txt)</source>
        <translation>Deckcode (*.txt)</translation>
    </message>
    <message>
        <source>Tabletop Simulator (*.json)</source>
        <translation>Tabletop Simulator (*.json)</translation>
    </message>
    <message>
        <source>Export deck</source>
        <translation>Deck exportieren</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%n preconstructed deck(s) (is/are) ready in the Deck list above: %1. Pick one to play or change it, or build your own.</source>
        <translation>
            <numerusform>%n vorgefertigtes Deck liegt in der Deckliste oben bereit: %1. Wähle es, um es zu spielen oder zu ändern, oder baue dein eigenes.</numerusform>
            <numerusform>%n vorgefertigte Decks liegen in der Deckliste oben bereit: %1. Wähle eins, um es zu spielen oder zu ändern, oder baue dein eigenes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
</context>
<context>
    <name>DeckImportDialog</name>
    <message>
        <source>Imported deck</source>
        <translation>Importiertes Deck</translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation>Ein Deck importieren</translation>
    </message>
    <message>
        <source>Paste a deck list (“4 Elsa - Snow Queen” or “4x Elsa” per line), a deck code, or Tabletop Simulator JSON — or open a file.</source>
        <translation>Füge eine Deckliste („4 Elsa - Snow Queen“ oder „4x Elsa“ pro Zeile), einen Deckcode oder Tabletop-Simulator-JSON ein — oder öffne eine Datei.</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Read a deck list, deck code or Tabletop Simulator file into the box</source>
        <translation>Eine Deckliste, einen Deckcode oder eine Tabletop-Simulator-Datei ins Feld lesen</translation>
    </message>
    <message>
        <source>Nothing read yet.</source>
        <translation>Noch nichts gelesen.</translation>
    </message>
    <message>
        <source>Problems (double-click a suggested name to use it)</source>
        <translation>Probleme (doppelklicke einen vorgeschlagenen Namen, um ihn zu verwenden)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Save the deck as read (lines that could not be read are left out)</source>
        <translation>Das Deck so speichern, wie es gelesen wurde (unlesbare Zeilen bleiben weg)</translation>
    </message>
    <message>
        <source>Close without importing</source>
        <translation>Schließen, ohne zu importieren</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>%1 is too large to be a deck list.</source>
        <translation>%1 ist zu groß für eine Deckliste.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it is not a deck list this program reads.</source>
        <translation>%1 ist kein UTF-8-Text, also keine Deckliste, die dieses Programm liest.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Open a deck file</source>
        <translation>Eine Deckdatei öffnen</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json *.dek *.csv);;All files (*)</source>
        <translation>Decklisten (*.txt *.json *.dek *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Nicht importiert</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Double-click to use %1 on line %2</source>
        <translation>Doppelklicken, um %1 in Zeile %2 zu verwenden</translation>
    </message>
    <message numerus="yes">
        <source>Merged: lines %1 all name %2, so the deck gets %3 = %n copies</source>
        <translation>
            <numerusform>Zusammengeführt: Die Zeilen %1 nennen alle %2, das Deck bekommt also %3 = %n Kopie</numerusform>
            <numerusform>Zusammengeführt: Die Zeilen %1 nennen alle %2, das Deck bekommt also %3 = %n Kopien</numerusform>
        </translation>
    </message>
    <message>
        <source>Not legal in %1:</source>
        <translation>Nicht legal in %1:</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Prüfen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Read as %1: %n card(s) in the main deck</source>
        <translation>
            <numerusform>Gelesen als %1: %n Karte im Hauptdeck</numerusform>
            <numerusform>Gelesen als %1: %n Karten im Hauptdeck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the side- or maybeboard</source>
        <translation>
            <numerusform>%n im Side- oder Maybeboard</numerusform>
            <numerusform>%n im Side- oder Maybeboard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) not imported (see below)</source>
        <translation>
            <numerusform>%n Zeile nicht importiert (siehe unten)</numerusform>
            <numerusform>%n Zeilen nicht importiert (siehe unten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) written on several lines (merged)</source>
        <translation>
            <numerusform>%n Karte auf mehreren Zeilen (zusammengeführt)</numerusform>
            <numerusform>%n Karten auf mehreren Zeilen (zusammengeführt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to check</source>
        <translation>
            <numerusform>%n zu prüfen</numerusform>
            <numerusform>%n zu prüfen</numerusform>
        </translation>
    </message>
    <message>
        <source>legal in %1</source>
        <translation>legal in %1</translation>
    </message>
    <message numerus="yes">
        <source>not legal in %1: %n problem(s)</source>
        <translation>
            <numerusform>nicht legal in %1: %n Problem</numerusform>
            <numerusform>nicht legal in %1: %n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import without %n line(s)</source>
        <translation>
            <numerusform>Ohne %n Zeile importieren</numerusform>
            <numerusform>Ohne %n Zeilen importieren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckListView</name>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>The chance of at least one copy in the opening hand</source>
        <translation>Die Chance auf mindestens eine Kopie in der Starthand</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Kopien im Deck</translation>
    </message>
    <message>
        <source>Click a card to see it; double-click, the - key or a drag back to the browser takes a copy out; + adds one</source>
        <translation>Klicke eine Karte, um sie zu sehen; Doppelklick, die Taste - oder Zurückziehen zu den Karten nimmt eine Kopie heraus; + fügt eine hinzu</translation>
    </message>
    <message>
        <source>At least one of %1 in the first %2 cards: %3; counting a mulligan for it: %4</source>
        <translation>Mindestens eine von %1 in den ersten %2 Karten: %3; mit einem Mulligan danach: %4</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>One more copy</source>
        <translation>Eine Kopie mehr</translation>
    </message>
    <message>
        <source>One copy fewer</source>
        <translation>Eine Kopie weniger</translation>
    </message>
    <message>
        <source>Take out every copy</source>
        <translation>Alle Kopien herausnehmen</translation>
    </message>
    <message>
        <source>Move one to the %1</source>
        <translation>Eine ins %1 verschieben</translation>
    </message>
</context>
<context>
    <name>DeckRules</name>
    <message>
        <source>Cards in the deck: {n}; {format} needs at least {min} ({more} more).</source>
        <translation>Karten im Deck: {n}; {format} verlangt mindestens {min} ({more} fehlen).</translation>
    </message>
    <message>
        <source>Cards in the deck: {n}; a {format} deck is the cards of {boosters} boosters, at most {max}.</source>
        <translation>Karten im Deck: {n}; ein {format}-Deck besteht aus den Karten von {boosters} Boostern, höchstens {max}.</translation>
    </message>
    <message>
        <source>The deck uses {n} inks ({inks}); {format} allows at most {max}. Keeping {kept} means removing {remove}.</source>
        <translation>Das Deck nutzt {n} Tinten ({inks}); {format} erlaubt höchstens {max}. {kept} zu behalten heißt, {remove} herauszunehmen.</translation>
    </message>
    <message>
        <source>Too many copies of the same full name: {list}.</source>
        <translation>Zu viele Kopien desselben vollen Namens: {list}.</translation>
    </message>
    <message>
        <source>Banned in {format}: {cards}.</source>
        <translation>Gebannt in {format}: {cards}.</translation>
    </message>
    <message>
        <source>Not legal in {format}: {cards}.</source>
        <translation>Nicht legal in {format}: {cards}.</translation>
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
        <translation>Die Benutzerdatendatei ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>Untitled deck</source>
        <translation>Deck ohne Namen</translation>
    </message>
    <message>
        <source>Your user data file was damaged</source>
        <translation>Deine Benutzerdatendatei war beschädigt</translation>
    </message>
    <message>
        <source>The program goes on with the new file: the preconstructed decks are back, your own decks and collection are in the backup.</source>
        <translation>Das Programm macht mit der neuen Datei weiter: Die vorgefertigten Decks sind wieder da, deine eigenen Decks und deine Sammlung sind in der Sicherung.</translation>
    </message>
    <message>
        <source>Your decks are in use by another Lorcana Desktop</source>
        <translation>Deine Decks werden von einem anderen Lorcana Desktop benutzt</translation>
    </message>
    <message>
        <source>Nothing was changed. You can still browse cards and build decks; close the other program (or let its command finish) and start this one again to save.</source>
        <translation>Nichts wurde geändert. Du kannst weiter Karten ansehen und Decks bauen; schließe das andere Programm (oder lass seinen Befehl fertig werden) und starte dieses neu, um zu speichern.</translation>
    </message>
    <message>
        <source>Decks and collection cannot be saved</source>
        <translation>Decks und Sammlung können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>You can still browse cards and build decks, but nothing can be saved until the file is fixed or moved away.</source>
        <translation>Du kannst weiter Karten ansehen und Decks bauen, aber nichts kann gespeichert werden, bis die Datei repariert oder weggeräumt ist.</translation>
    </message>
    <message>
        <source>Your user data</source>
        <translation>Deine Benutzerdaten</translation>
    </message>
    <message>
        <source>see the Decks tab for details.</source>
        <translation>Einzelheiten im Reiter Decks.</translation>
    </message>
</context>
<context>
    <name>ExoDeckBuilder</name>
    <message>
        <source>Leader (%1 of 1)</source>
        <translation>Leader (%1 von 1)</translation>
    </message>
    <message>
        <source>Mazzo (%1 of 30)</source>
        <translation>Mazzo (%1 von 30)</translation>
    </message>
    <message>
        <source>Evoluzioni (%1, 0 to 5)</source>
        <translation>Evoluzioni (%1, 0 bis 5)</translation>
    </message>
    <message>
        <source>Side (%1, 0 to 6)</source>
        <translation>Side (%1, 0 bis 6)</translation>
    </message>
    <message>
        <source>Exo deck builder</source>
        <translation>Exo-Deckbau</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Neues Deck</translation>
    </message>
    <message>
        <source>Search by name, type or race</source>
        <translation>Nach Name, Typ oder Rasse suchen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a copy to its section (Leader, Mazzo or Evoluzioni); double-click does the same</source>
        <translation>Ein Exemplar in seinen Abschnitt legen (Leader, Mazzo oder Evoluzioni); Doppelklick tut dasselbe</translation>
    </message>
    <message>
        <source>Add to Side</source>
        <translation>Zum Side hinzufügen</translation>
    </message>
    <message>
        <source>Double-click a card to take a copy out</source>
        <translation>Doppelklick auf eine Karte nimmt ein Exemplar heraus</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the list in your Exo decks (the Play tab offers it)</source>
        <translation>Die Liste bei deinen Exo-Decks speichern (der Reiter Spielen bietet sie an)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>This deck cannot be played yet:</source>
        <translation>Dieses Deck kann noch nicht gespielt werden:</translation>
    </message>
    <message>
        <source>This deck follows every rule of the «mazzo totale».</source>
        <translation>Dieses Deck hält jede Regel des «mazzo totale» ein.</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Das Deck wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Exo deck builder — %1</source>
        <translation>Exo-Deckbau — %1</translation>
    </message>
    <message>
        <source>Open an Exo deck list</source>
        <translation>Eine Exo-Deckliste öffnen</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.exo *.deck);;All files (*)</source>
        <translation>Decklisten (*.txt *.exo *.deck);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The deck list cannot be read</source>
        <translation>Die Deckliste kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Some lines were not read</source>
        <translation>Einige Zeilen wurden nicht gelesen</translation>
    </message>
</context>
<context>
    <name>ExoReplayWidget</name>
    <message>
        <source>Move through the game, one action per step</source>
        <translation>Durch die Partie gehen, eine Aktion pro Schritt</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>So wie {name} es sah</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} von {total}</translation>
    </message>
</context>
<context>
    <name>ExoSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Computer: Leicht</translation>
    </message>
    <message>
        <source>Plays a random legal move</source>
        <translation>Spielt einen zufälligen erlaubten Zug</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Computer: Normal</translation>
    </message>
    <message>
        <source>Greedy: takes the move that looks best right now</source>
        <translation>Gierig: nimmt den Zug, der gerade am besten aussieht</translation>
    </message>
    <message>
        <source>Deck list…</source>
        <translation>Deckliste…</translation>
    </message>
    <message>
        <source>Play a deck list file (Leader:, Mazzo:, Evoluzioni:, Side: sections)</source>
        <translation>Eine Decklisten-Datei spielen (Abschnitte Leader:, Mazzo:, Evoluzioni:, Side:)</translation>
    </message>
    <message>
        <source>%1 — cannot be used</source>
        <translation>%1 — nicht verwendbar</translation>
    </message>
    <message>
        <source>Open an Exo deck list</source>
        <translation>Eine Exo-Deckliste öffnen</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.exo *.deck);;All files (*)</source>
        <translation>Decklisten (*.txt *.exo *.deck);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Players (Creatures of Exo: two players)</source>
        <translation>Spieler (Creatures of Exo: zwei Spieler)</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Build a deck…</source>
        <translation>Ein Deck bauen…</translation>
    </message>
    <message>
        <source>Make or change an Exo deck: Leader, Mazzo of 30, Evoluzioni 0 to 5, Side 0 to 6</source>
        <translation>Ein Exo-Deck bauen oder ändern: Leader, Mazzo mit 30, Evoluzioni 0 bis 5, Side 0 bis 6</translation>
    </message>
    <message>
        <source>Add a card set…</source>
        <translation>Ein Kartenset hinzufügen…</translation>
    </message>
    <message>
        <source>Check a card set file (TOML or JSON) and add it, with its pictures, to your Exo sets</source>
        <translation>Eine Kartenset-Datei (TOML oder JSON) prüfen und mit ihren Bildern zu deinen Exo-Sets hinzufügen</translation>
    </message>
    <message>
        <source>Add an Exo card set</source>
        <translation>Ein Exo-Kartenset hinzufügen</translation>
    </message>
    <message>
        <source>Card sets (*.toml *.json);;All files (*)</source>
        <translation>Kartensets (*.toml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Replace the set?</source>
        <translation>Das Set ersetzen?</translation>
    </message>
    <message>
        <source>You already have a set with this code. Replace it?</source>
        <translation>Du hast schon ein Set mit diesem Code. Ersetzen?</translation>
    </message>
    <message>
        <source>The set was not added: {why}</source>
        <translation>Das Set wurde nicht hinzugefügt: {why}</translation>
    </message>
    <message>
        <source>Added the set {code} “{name}”: {cards} cards, {pictures} pictures.</source>
        <translation>Set {code} „{name}“ hinzugefügt: {cards} Karten, {pictures} Bilder.</translation>
    </message>
    <message>
        <source>{name} has no deck to play with.</source>
        <translation>{name} hat kein Deck zum Spielen.</translation>
    </message>
    <message>
        <source>{name}&apos;s deck “{deck}” cannot be used: {why}</source>
        <translation>Das Deck „{deck}“ von {name} kann nicht verwendet werden: {why}</translation>
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
        <translation>Klicken, um diese Karten anzusehen</translation>
    </message>
    <message>
        <source>Cards to choose from</source>
        <translation>Karten zur Auswahl</translation>
    </message>
    <message>
        <source>A hidden card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <source>%1 (covered)</source>
        <translation>%1 (verdeckt)</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>gesehen</translation>
    </message>
    <message>
        <source>That card cannot go there now</source>
        <translation>Diese Karte kann jetzt nicht dorthin</translation>
    </message>
    <message>
        <source>It is not your decision now</source>
        <translation>Du bist jetzt nicht an der Reihe zu entscheiden</translation>
    </message>
    <message>
        <source>That card cannot be moved now</source>
        <translation>Diese Karte kann jetzt nicht bewegt werden</translation>
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
        <translation>Hand → dein Campo ziehen</translation>
    </message>
    <message>
        <source>play the card, then pay its Costo: click Field cards to cover them, hand cards to put them into Occulto, then Confirm</source>
        <translation>die Karte spielen, dann ihren Costo zahlen: Karten des Campo anklicken, um sie zu verdecken, Handkarten, um sie ins Occulto zu legen, dann Bestätigen</translation>
    </message>
    <message>
        <source>drag Evolution deck → your Field</source>
        <translation>Evoluzioni-Deck → dein Campo ziehen</translation>
    </message>
    <message>
        <source>evolve, then pick the cards of the Sacrificio</source>
        <translation>entwickeln, dann die Karten des Sacrificio wählen</translation>
    </message>
    <message>
        <source>drag attacker → a card or the Leader</source>
        <translation>Angreifer → eine Karte oder den Leader ziehen</translation>
    </message>
    <message>
        <source>declare the attack</source>
        <translation>den Angriff erklären</translation>
    </message>
    <message>
        <source>drag a Tattica → a card</source>
        <translation>eine Tattica → eine Karte ziehen</translation>
    </message>
    <message>
        <source>play it on that target</source>
        <translation>sie auf dieses Ziel spielen</translation>
    </message>
    <message>
        <source>right-click a card</source>
        <translation>Rechtsklick auf eine Karte</translation>
    </message>
    <message>
        <source>COPRI and other effects, RIVELA, the Leader effect; By hand: the manual tools</source>
        <translation>COPRI und andere Effekte, RIVELA, der Leader-Effekt; Von Hand: die manuellen Werkzeuge</translation>
    </message>
    <message>
        <source>click a pile</source>
        <translation>Klick auf einen Stapel</translation>
    </message>
    <message>
        <source>look at your Occulto, Evolution deck, a discard pile or the banished cards</source>
        <translation>dein Occulto, dein Evoluzioni-Deck, einen Ablagestapel oder die verbannten Karten ansehen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>undo your last decision (never past a draw)</source>
        <translation>die letzte Entscheidung zurücknehmen (nie über ein Ziehen hinaus)</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>wiederholen</translation>
    </message>
    <message>
        <source>On the Creatures of Exo table every move is checked by the rules engine. The session passes for you when passing is all you can do, unless you ticked that phase under Stop at. The chain panel lists the links top first: the top one resolves first.</source>
        <translation>Auf dem Tisch von Creatures of Exo wird jeder Zug von der Regel-Engine geprüft. Die Sitzung passt für dich, wenn du nur passen kannst, außer du hast diese Phase unter Anhalten bei angehakt. Das Kettenfeld zeigt die Glieder von oben: das oberste wird zuerst abgehandelt.</translation>
    </message>
    <message>
        <source>Creatures of Exo table</source>
        <translation>Tisch von Creatures of Exo</translation>
    </message>
</context>
<context>
    <name>ExoTableWidget</name>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Pass priority to your opponent (two passes in a row resolve the chain)</source>
        <translation>Die Priorität an den Gegner geben (zweimal hintereinander passen löst die Kette auf)</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <source>Declare the change of phase (your opponent may answer it)</source>
        <translation>Den Phasenwechsel erklären (der Gegner kann darauf antworten)</translation>
    </message>
    <message>
        <source>To the End phase</source>
        <translation>Zur Endphase</translation>
    </message>
    <message>
        <source>End the Main phase and skip the Battle phase</source>
        <translation>Die Hauptphase beenden und die Kampfphase überspringen</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Confirm the cards you picked</source>
        <translation>Die gewählten Karten bestätigen</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>The chain of effects: the top link resolves first</source>
        <translation>Die Effektkette: das oberste Glied wird zuerst abgehandelt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last decision (never past a draw)</source>
        <translation>Die letzte Entscheidung zurücknehmen (nie über ein Ziehen hinaus)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Stop at…</source>
        <translation>Anhalten bei…</translation>
    </message>
    <message>
        <source>The phases in which you answer even when passing is all you can do</source>
        <translation>Die Phasen, in denen du antwortest, auch wenn du nur passen kannst</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>{name}: Vita {life}</source>
        <translation>{name}: Vita {life}</translation>
    </message>
    <message>
        <source>Turn {n}, {name}</source>
        <translation>Zug {n}, {name}</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>plays {card}</source>
        <translation>spielt {card}</translation>
    </message>
    <message>
        <source>{card} attacks</source>
        <translation>{card} greift an</translation>
    </message>
    <message>
        <source>{card}: {effect}</source>
        <translation>{card}: {effect}</translation>
    </message>
    <message>
        <source>{card}: Leader effect</source>
        <translation>{card}: Leader-Effekt</translation>
    </message>
    <message>
        <source>{card}: effect</source>
        <translation>{card}: Effekt</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>(no chain)</source>
        <translation>(keine Kette)</translation>
    </message>
    <message>
        <source>Waiting (parallel chain): {link}</source>
        <translation>Wartet (parallele Kette): {link}</translation>
    </message>
    <message>
        <source>Interrupted by the Emergency: {link}</source>
        <translation>Durch den Notfall unterbrochen: {link}</translation>
    </message>
    <message>
        <source>The chain is resolving</source>
        <translation>Die Kette wird abgehandelt</translation>
    </message>
    <message>
        <source>Priority: {name}</source>
        <translation>Priorität: {name}</translation>
    </message>
    <message>
        <source>Deciding: {name}</source>
        <translation>Entscheidet: {name}</translation>
    </message>
    <message>
        <source>Pay the Costo: click cards of your Field to cover them, or cards of your hand to put them into Occulto ({n} of {count})</source>
        <translation>Zahle den Costo: klicke Karten deines Campo, um sie zu verdecken, oder Karten deiner Hand, um sie ins Occulto zu legen ({n} von {count})</translation>
    </message>
    <message>
        <source>Sacrificio: click the face-up cards of your Field to send to the discard pile ({n} of {count})</source>
        <translation>Sacrificio: klicke die offenen Karten deines Campo, die auf den Ablagestapel gehen ({n} von {count})</translation>
    </message>
    <message>
        <source>Choose the targets ({n} of {count})</source>
        <translation>Wähle die Ziele ({n} von {count})</translation>
    </message>
    <message>
        <source>Choose the cards to discard ({n} of {count})</source>
        <translation>Wähle die Karten zum Abwerfen ({n} von {count})</translation>
    </message>
    <message>
        <source>Choose cards ({n} of {count})</source>
        <translation>Wähle Karten ({n} von {count})</translation>
    </message>
    <message>
        <source>The two cards cannot both stay: choose the one to discard</source>
        <translation>Die beiden Karten können nicht beide bleiben: wähle die, die abgeworfen wird</translation>
    </message>
    <message>
        <source>(up to that many)</source>
        <translation>(bis zu dieser Anzahl)</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>Effects triggered together: choose the one that goes on the chain next</source>
        <translation>Gleichzeitig ausgelöste Effekte: wähle den, der als Nächstes in die Kette kommt</translation>
    </message>
    <message>
        <source>Choose one</source>
        <translation>Wähle eines</translation>
    </message>
    <message>
        <source>Use this effect? {effect}</source>
        <translation>Diesen Effekt nutzen? {effect}</translation>
    </message>
    <message>
        <source>Answer the chain: drag a Tattica onto its target or right-click a card for its effects; Pass lets the chain resolve</source>
        <translation>Auf die Kette antworten: ziehe eine Tattica auf ihr Ziel oder Rechtsklick auf eine Karte für ihre Effekte; Passen lässt die Kette abhandeln</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: you may answer with a Tattica or a card&apos;s effect (right-click), or Pass</source>
        <translation>{name} ist am Zug: du kannst mit einer Tattica oder dem Effekt einer Karte antworten (Rechtsklick) oder passen</translation>
    </message>
    <message>
        <source>Your move: drag a card from your hand or Evolution deck to your Field, an attacker onto its target, a Tattica onto its target; right-click a card for its effects</source>
        <translation>Du bist dran: ziehe eine Karte aus der Hand oder dem Evoluzioni-Deck auf dein Campo, einen Angreifer auf sein Ziel, eine Tattica auf ihr Ziel; Rechtsklick auf eine Karte für ihre Effekte</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Next: {card}</source>
        <translation>Als Nächstes: {card}</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
        <source>The table is hidden so nobody sees another player&apos;s hand. {name}, click when you are ready.</source>
        <translation>Der Tisch ist verdeckt, damit niemand die Hand eines anderen Spielers sieht. {name}, klicke, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: zeige meine Karten</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Back to the Play screen</source>
        <translation>Zurück zum Spielbildschirm</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play with alternative cost {n}</source>
        <translation>Mit den alternativen Kosten {n} spielen</translation>
    </message>
    <message>
        <source>Evolve (pay the Sacrificio)</source>
        <translation>Entwickeln (den Sacrificio zahlen)</translation>
    </message>
    <message>
        <source>Evolve: {mode} the Vice Leader</source>
        <translation>Entwickeln: den Vice Leader {mode}</translation>
    </message>
    <message>
        <source>Activate: {effect}</source>
        <translation>Aktivieren: {effect}</translation>
    </message>
    <message>
        <source>Reveal (RIVELA): {effect}</source>
        <translation>Aufdecken (RIVELA): {effect}</translation>
    </message>
    <message>
        <source>Leader effect: {effect}</source>
        <translation>Leader-Effekt: {effect}</translation>
    </message>
    <message>
        <source>to the hand</source>
        <translation>auf die Hand</translation>
    </message>
    <message>
        <source>to the Field</source>
        <translation>ins Campo</translation>
    </message>
    <message>
        <source>to the discard pile</source>
        <translation>auf den Ablagestapel</translation>
    </message>
    <message>
        <source>to the banished cards</source>
        <translation>zu den verbannten Karten</translation>
    </message>
    <message>
        <source>into Occulto</source>
        <translation>ins Occulto</translation>
    </message>
    <message>
        <source>on top of the deck</source>
        <translation>oben auf das Deck</translation>
    </message>
    <message>
        <source>to the bottom of the deck</source>
        <translation>unter das Deck</translation>
    </message>
    <message>
        <source>to the Evolution deck</source>
        <translation>ins Evoluzioni-Deck</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Verdecken</translation>
    </message>
    <message>
        <source>Uncover</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Verschieben %1</translation>
    </message>
    <message>
        <source>Add a %1 counter</source>
        <translation>Eine %1-Marke hinzufügen</translation>
    </message>
    <message>
        <source>Remove a %1 counter</source>
        <translation>Eine %1-Marke entfernen</translation>
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
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <source>Shuffle your deck</source>
        <translation>Dein Deck mischen</translation>
    </message>
    <message>
        <source>By hand (for text without steps)</source>
        <translation>Von Hand (für Text ohne Schritte)</translation>
    </message>
    <message>
        <source>(nothing to see)</source>
        <translation>(nichts zu sehen)</translation>
    </message>
    <message>
        <source>Pass the screen first: undo and redo wait for the next person.</source>
        <translation>Gib zuerst den Bildschirm weiter: Rückgängig und Wiederholen warten auf die nächste Person.</translation>
    </message>
    <message>
        <source>Stop in the phase {phase}</source>
        <translation>In der Phase {phase} anhalten</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>Wiederholung speichern…</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Leave the table (the game is autosaved)</source>
        <translation>Den Tisch verlassen (die Partie wird automatisch gespeichert)</translation>
    </message>
    <message>
        <source>Leave this game? {name} wins.</source>
        <translation>Diese Partie verlassen? {name} gewinnt.</translation>
    </message>
    <message>
        <source>The computer player failed: {why}</source>
        <translation>Der Computerspieler ist gescheitert: {why}</translation>
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
        <translation>{ability}: Ihre Bedingung ist beim Ausführen nicht erfüllt, sie hat also keinen Effekt</translation>
    </message>
    <message>
        <source>{ability} already resolved this turn: no effect</source>
        <translation>{ability} wurde in diesem Zug schon ausgeführt: kein Effekt</translation>
    </message>
    <message>
        <source>Damage counters can&apos;t be removed now, so none is moved</source>
        <translation>Schadensmarker können gerade nicht entfernt werden, also wird keiner verschoben</translation>
    </message>
    <message>
        <source>Damage counters can&apos;t be removed now</source>
        <translation>Schadensmarker können gerade nicht entfernt werden</translation>
    </message>
    <message>
        <source>{player} conceded and leaves the game</source>
        <translation>{player} hat aufgegeben und verlässt das Spiel</translation>
    </message>
    <message>
        <source>{player} has no cards in their deck at the end of their turn and leaves the game</source>
        <translation>{player} hat am Ende des eigenen Zuges keine Karten im Deck und verlässt das Spiel</translation>
    </message>
    <message>
        <source>{player} pays {count} ⬡</source>
        <translation>{player} bezahlt {count} ⬡</translation>
    </message>
    <message>
        <source>{player} can&apos;t lose lore now</source>
        <translation>{player} kann gerade keine Legenden verlieren</translation>
    </message>
    <message>
        <source>{player} can&apos;t gain lore now</source>
        <translation>{player} kann gerade keine Legenden erhalten</translation>
    </message>
    <message>
        <source>{player} puts the top card of their deck into their inkwell instead of an ink drop</source>
        <translation>{player} legt die oberste Karte des Decks in den Tintenvorrat statt eines Tintentropfens</translation>
    </message>
    <message>
        <source>{player} exerts every card in their inkwell</source>
        <translation>{player} erschöpft alle Karten im Tintenvorrat</translation>
    </message>
    <message>
        <source>{player} readies every card in their inkwell</source>
        <translation>{player} macht alle Karten im Tintenvorrat bereit</translation>
    </message>
    <message>
        <source>{ability} already resolved {times} times this turn: no effect</source>
        <translation>{ability} wurde in diesem Zug schon {times}-mal ausgeführt: kein Effekt</translation>
    </message>
    <message>
        <source>{ability}: {count} ink can&apos;t be paid, so nothing more happens</source>
        <translation>{ability}: {count} ⬡ können nicht bezahlt werden, also passiert nichts weiter</translation>
    </message>
    <message>
        <source>The effect: {count} ink can&apos;t be paid, so nothing more happens</source>
        <translation>Der Effekt: {count} ⬡ können nicht bezahlt werden, also passiert nichts weiter</translation>
    </message>
    <message>
        <source>{ability}: nothing can be exerted for it, so nothing more happens</source>
        <translation>{ability}: Nichts kann dafür erschöpft werden, also passiert nichts weiter</translation>
    </message>
    <message>
        <source>The effect: nothing can be exerted for it, so nothing more happens</source>
        <translation>Der Effekt: Nichts kann dafür erschöpft werden, also passiert nichts weiter</translation>
    </message>
    <message>
        <source>{ability}: nothing can be banished for it, so nothing more happens</source>
        <translation>{ability}: Nichts kann dafür verbannt werden, also passiert nichts weiter</translation>
    </message>
    <message>
        <source>The effect: nothing can be banished for it, so nothing more happens</source>
        <translation>Der Effekt: Nichts kann dafür verbannt werden, also passiert nichts weiter</translation>
    </message>
    <message>
        <source>{card}: opponents&apos; effects say no actions can be played</source>
        <translation>{card}: Effekte der Gegner verbieten, Aktionen auszuspielen</translation>
    </message>
    <message>
        <source>{card}: a character with its name was already played from the discard this turn</source>
        <translation>{card}: Ein Charakter mit diesem Namen wurde in diesem Zug schon aus dem Ablagestapel ausgespielt</translation>
    </message>
    <message>
        <source>{card} is not played: opponents&apos; effects say no actions can be played</source>
        <translation>{card} wird nicht ausgespielt: Effekte der Gegner verbieten, Aktionen auszuspielen</translation>
    </message>
    <message>
        <source>{card} is not played: it can be played only after another character this turn</source>
        <translation>{card} wird nicht ausgespielt: Die Karte kann erst nach einem anderen Charakter in diesem Zug ausgespielt werden</translation>
    </message>
    <message>
        <source>{card} is not played: the condition on the card does not hold</source>
        <translation>{card} wird nicht ausgespielt: Die Bedingung auf der Karte ist nicht erfüllt</translation>
    </message>
    <message>
        <source>{card} is not played: a character with its name was already played from the discard this turn</source>
        <translation>{card} wird nicht ausgespielt: Ein Charakter mit diesem Namen wurde in diesem Zug schon aus dem Ablagestapel ausgespielt</translation>
    </message>
    <message>
        <source>{card} is not played: its player can&apos;t pay {cost} ink</source>
        <translation>{card} wird nicht ausgespielt: Der Spieler kann {cost} ⬡ nicht bezahlen</translation>
    </message>
    <message>
        <source>{card}: its named abilities are not automated yet</source>
        <translation>{card}: Ihre benannten Fähigkeiten sind noch nicht automatisiert</translation>
    </message>
    <message>
        <source>The song is no longer in the discard: no effect</source>
        <translation>Das Lied ist nicht mehr im Ablagestapel: kein Effekt</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{player} goes first</source>
        <translation>{player} beginnt</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}</source>
        <translation>Zug {turn}: {player}</translation>
    </message>
    <message>
        <source>{player} keeps their hand</source>
        <translation>{player} behält die Hand</translation>
    </message>
    <message>
        <source>{player} puts {count} cards back</source>
        <translation>{player} legt {count} Karten zurück</translation>
    </message>
    <message>
        <source>{player} puts a card back</source>
        <translation>{player} legt eine Karte zurück</translation>
    </message>
    <message>
        <source>Draw phase</source>
        <translation>Ziehphase</translation>
    </message>
    <message>
        <source>Recovery phase</source>
        <translation>Erholungsphase</translation>
    </message>
    <message>
        <source>Main phase</source>
        <translation>Hauptphase</translation>
    </message>
    <message>
        <source>Battle phase</source>
        <translation>Kampfphase</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Endphase</translation>
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
        <translation>aus dem Spiel</translation>
    </message>
    <message>
        <source>{player} concedes: {winner} wins</source>
        <translation>{player} gibt auf: {winner} gewinnt</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader is at 0 Vita: {winner} wins</source>
        <translation>Der Leader von {player} hat 0 Vita: {winner} gewinnt</translation>
    </message>
    <message>
        <source>Both Leaders are at 0 Vita: a draw</source>
        <translation>Beide Leader haben 0 Vita: unentschieden</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader {card} turns to its STATO DI EMERGENZA side</source>
        <translation>Der Leader {card} von {player} wechselt auf seine Seite STATO DI EMERGENZA</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (it attacked): {life} left</source>
        <translation>Der Leader von {player} verliert {count} Vita (er hat angegriffen): noch {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (it was attacked): {life} left</source>
        <translation>Der Leader von {player} verliert {count} Vita (er wurde angegriffen): noch {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (effect of {card}): {life} left</source>
        <translation>Der Leader von {player} verliert {count} Vita (Effekt von {card}): noch {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (no card to draw): {life} left</source>
        <translation>Der Leader von {player} verliert {count} Vita (keine Karte zum Ziehen): noch {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (by hand): {life} left</source>
        <translation>Der Leader von {player} verliert {count} Vita (von Hand): noch {life}</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader gains {count} Vita: {life}</source>
        <translation>Der Leader von {player} erhält {count} Vita: {life}</translation>
    </message>
    <message>
        <source>The attack on {player}&apos;s Leader turns to the Vice Leader {card}</source>
        <translation>Der Angriff auf den Leader von {player} geht auf den Vice Leader {card} über</translation>
    </message>
    <message>
        <source>{player} draws {count} cards</source>
        <translation>{player} zieht {count} Karten</translation>
    </message>
    <message>
        <source>{player} draws a card</source>
        <translation>{player} zieht eine Karte</translation>
    </message>
    <message>
        <source>the top of the deck</source>
        <translation>oben auf das Deck</translation>
    </message>
    <message>
        <source>the bottom of the deck</source>
        <translation>unter das Deck</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader loses {count} Vita (no card to send from the deck): {life} left</source>
        <translation>Der Leader von {player} verliert {count} Vita (keine Karte aus dem Deck abzulegen): noch {life}</translation>
    </message>
    <message>
        <source>{player} sends {card} from the top of the deck to the discard pile</source>
        <translation>{player} legt {card} von oben vom Deck auf den Ablagestapel</translation>
    </message>
    <message>
        <source>Turn {turn}, {player}: {phase}</source>
        <translation>Zug {turn}, {player}: {phase}</translation>
    </message>
    <message>
        <source>Recovery: covered cards turn face up; {count} card(s) go back from Occulto to their owners&apos; hands</source>
        <translation>Erholung: verdeckte Karten werden aufgedeckt; {count} Karte(n) kehren aus dem Occulto auf die Hand ihrer Besitzer zurück</translation>
    </message>
    <message>
        <source>{player} declares the end of the Main phase</source>
        <translation>{player} erklärt das Ende der Hauptphase</translation>
    </message>
    <message>
        <source>{player} declares the end of the Main phase (no Battle phase)</source>
        <translation>{player} erklärt das Ende der Hauptphase (ohne Kampfphase)</translation>
    </message>
    <message>
        <source>{player} declares the end of the attacks</source>
        <translation>{player} erklärt das Ende der Angriffe</translation>
    </message>
    <message>
        <source>{player} declares the end of the turn</source>
        <translation>{player} erklärt das Ende des Zuges</translation>
    </message>
    <message>
        <source>{player} declares the change of phase</source>
        <translation>{player} erklärt den Phasenwechsel</translation>
    </message>
    <message>
        <source>Battle sub-phase 2</source>
        <translation>Kampf-Unterphase 2</translation>
    </message>
    <message>
        <source>The turn will end once the chains are resolved</source>
        <translation>Der Zug endet, sobald die Ketten abgehandelt sind</translation>
    </message>
    <message>
        <source>{player} plays the Evoluzione {card}</source>
        <translation>{player} spielt die Evoluzione {card}</translation>
    </message>
    <message>
        <source>{player} activates {link}</source>
        <translation>{player} aktiviert {link}</translation>
    </message>
    <message>
        <source>{player} uses the Leader effect of {card}</source>
        <translation>{player} nutzt den Leader-Effekt von {card}</translation>
    </message>
    <message>
        <source>{player} reveals {card} from the hand (RIVELA)</source>
        <translation>{player} deckt {card} aus der Hand auf (RIVELA)</translation>
    </message>
    <message>
        <source>{player} pays: covers {count} card(s)</source>
        <translation>{player} zahlt: verdeckt {count} Karte(n)</translation>
    </message>
    <message>
        <source>{player} pays: puts {hidden} card(s) from the hand into Occulto</source>
        <translation>{player} zahlt: legt {hidden} Karte(n) aus der Hand ins Occulto</translation>
    </message>
    <message>
        <source>{player} pays: covers {count} card(s) and puts {hidden} card(s) from the hand into Occulto</source>
        <translation>{player} zahlt: verdeckt {count} Karte(n) und legt {hidden} Karte(n) aus der Hand ins Occulto</translation>
    </message>
    <message>
        <source>{player} sacrifices {cards}</source>
        <translation>{player} opfert {cards}</translation>
    </message>
    <message>
        <source>{player} banishes the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} verbannt den Vice Leader {card}, um eine Evoluzione Vice Leader zu spielen</translation>
    </message>
    <message>
        <source>{player} sacrifices the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} opfert den Vice Leader {card}, um eine Evoluzione Vice Leader zu spielen</translation>
    </message>
    <message>
        <source>{player} destroys the Vice Leader {card} to play an Evoluzione Vice Leader</source>
        <translation>{player} zerstört den Vice Leader {card}, um eine Evoluzione Vice Leader zu spielen</translation>
    </message>
    <message>
        <source>{card} cannot coexist with the Vice Leader already there: it goes to the discard pile</source>
        <translation>{card} kann nicht neben dem vorhandenen Vice Leader bestehen: sie kommt auf den Ablagestapel</translation>
    </message>
    <message>
        <source>{card} enters the Field</source>
        <translation>{card} kommt ins Campo</translation>
    </message>
    <message>
        <source>{card} enters the Field covered</source>
        <translation>{card} kommt verdeckt ins Campo</translation>
    </message>
    <message>
        <source>STATO DI EMERGENZA: {link} starts a new chain</source>
        <translation>STATO DI EMERGENZA: {link} beginnt eine neue Kette</translation>
    </message>
    <message>
        <source>{link} waits for the parallel chain</source>
        <translation>{link} wartet auf die parallele Kette</translation>
    </message>
    <message>
        <source>{player} adds {link} to the chain</source>
        <translation>{player} fügt {link} der Kette hinzu</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passt</translation>
    </message>
    <message>
        <source>Both players passed: the chain resolves</source>
        <translation>Beide Spieler haben gepasst: die Kette wird abgehandelt</translation>
    </message>
    <message>
        <source>The parallel chain becomes a new chain: {links}</source>
        <translation>Die parallele Kette wird eine neue Kette: {links}</translation>
    </message>
    <message>
        <source>{card}: {keyword} is negated (the card moved or was covered)</source>
        <translation>{card}: {keyword} wird aufgehoben (die Karte wurde bewegt oder verdeckt)</translation>
    </message>
    <message>
        <source>{player} does not use {link}</source>
        <translation>{player} nutzt {link} nicht</translation>
    </message>
    <message>
        <source>{link}: no legal target, so it is not activated</source>
        <translation>{link}: kein gültiges Ziel, daher wird es nicht aktiviert</translation>
    </message>
    <message>
        <source>{player} removes a RABBIA counter from {card}</source>
        <translation>{player} entfernt eine RABBIA-Marke von {card}</translation>
    </message>
    <message>
        <source>Resolving {link}</source>
        <translation>{link} wird abgehandelt</translation>
    </message>
    <message>
        <source>{card} is no longer in Etere: nothing happens</source>
        <translation>{card} ist nicht mehr im Etere: nichts geschieht</translation>
    </message>
    <message>
        <source>{card} was covered in Etere: it goes to the discard pile</source>
        <translation>{card} wurde im Etere verdeckt: sie kommt auf den Ablagestapel</translation>
    </message>
    <message>
        <source>{card}: resolve its text by hand: {text}</source>
        <translation>{card}: handle ihren Text von Hand ab: {text}</translation>
    </message>
    <message>
        <source>{card}: a target is gone, so its effect does not resolve</source>
        <translation>{card}: ein Ziel ist weg, daher wird ihr Effekt nicht abgehandelt</translation>
    </message>
    <message>
        <source>{link} is negated</source>
        <translation>{link} wird aufgehoben</translation>
    </message>
    <message>
        <source>{link}: resolve its text by hand: {text}</source>
        <translation>{link}: handle seinen Text von Hand ab: {text}</translation>
    </message>
    <message>
        <source>{link}: a target is gone, so the effect does not resolve</source>
        <translation>{link}: ein Ziel ist weg, daher wird der Effekt nicht abgehandelt</translation>
    </message>
    <message>
        <source>{card} is covered (COPRI)</source>
        <translation>{card} wird verdeckt (COPRI)</translation>
    </message>
    <message>
        <source>{player} declares an attack: {card} on {target}</source>
        <translation>{player} erklärt einen Angriff: {card} auf {target}</translation>
    </message>
    <message>
        <source>The attacker left the Field: the attack ends</source>
        <translation>Der Angreifer hat das Campo verlassen: der Angriff endet</translation>
    </message>
    <message>
        <source>The attack lost its target: no damage calculation</source>
        <translation>Der Angriff hat sein Ziel verloren: keine Schadensberechnung</translation>
    </message>
    <message>
        <source>{card} is covered (it declared the attack)</source>
        <translation>{card} wird verdeckt (sie hat den Angriff erklärt)</translation>
    </message>
    <message>
        <source>Damage calculation: {card} {strength} against {target} {target_strength}</source>
        <translation>Schadensberechnung: {card} {strength} gegen {target} {target_strength}</translation>
    </message>
    <message>
        <source>{card} has DIO: it stays</source>
        <translation>{card} hat DIO: sie bleibt</translation>
    </message>
    <message>
        <source>{card} is destroyed in battle</source>
        <translation>{card} wird im Kampf zerstört</translation>
    </message>
    <message>
        <source>{card} is covered after the battle</source>
        <translation>{card} wird nach dem Kampf verdeckt</translation>
    </message>
    <message>
        <source>GUARDIA: nothing to change</source>
        <translation>GUARDIA: nichts zu ändern</translation>
    </message>
    <message>
        <source>GUARDIA: the attack is not on its Leader or Vice Leader</source>
        <translation>GUARDIA: der Angriff gilt nicht seinem Leader oder Vice Leader</translation>
    </message>
    <message>
        <source>GUARDIA: the attack turns to {card}</source>
        <translation>GUARDIA: der Angriff geht auf {card} über</translation>
    </message>
    <message>
        <source>{player} discards {cards}</source>
        <translation>{player} wirft {cards} ab</translation>
    </message>
    <message>
        <source>{player} puts {count} card(s) into Occulto</source>
        <translation>{player} legt {count} Karte(n) ins Occulto</translation>
    </message>
    <message>
        <source>{player} searches the deck and shows {cards}</source>
        <translation>{player} durchsucht das Deck und zeigt {cards}</translation>
    </message>
    <message>
        <source>{player} makes a Reliquia {card} and shuffles it into the deck</source>
        <translation>{player} erzeugt eine Reliquia {card} und mischt sie ins Deck</translation>
    </message>
    <message>
        <source>{card} goes on top of its owner&apos;s deck</source>
        <translation>{card} kommt oben auf das Deck ihres Besitzers</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of its owner&apos;s deck</source>
        <translation>{card} kommt unter das Deck ihres Besitzers</translation>
    </message>
    <message>
        <source>{card} is shuffled into its owner&apos;s deck</source>
        <translation>{card} wird ins Deck ihres Besitzers gemischt</translation>
    </message>
    <message>
        <source>{player} plays {card} by an effect, without paying its Costo</source>
        <translation>{player} spielt {card} durch einen Effekt, ohne ihren Costo zu zahlen</translation>
    </message>
    <message>
        <source>{player} makes a Pedina {card} in Etere</source>
        <translation>{player} erzeugt eine Pedina {card} im Etere</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader already used an effect this turn</source>
        <translation>Der Leader von {player} hat in diesem Zug schon einen Effekt genutzt</translation>
    </message>
    <message>
        <source>{player}&apos;s Leader may attack</source>
        <translation>Der Leader von {player} darf angreifen</translation>
    </message>
    <message>
        <source>{card} is destroyed</source>
        <translation>{card} wird zerstört</translation>
    </message>
    <message>
        <source>{card} is covered</source>
        <translation>{card} wird verdeckt</translation>
    </message>
    <message>
        <source>{card} is uncovered</source>
        <translation>{card} wird aufgedeckt</translation>
    </message>
    <message>
        <source>{card} goes back to its owner&apos;s hand</source>
        <translation>{card} kehrt auf die Hand ihres Besitzers zurück</translation>
    </message>
    <message>
        <source>{card} goes back to its owner&apos;s zone</source>
        <translation>{card} kehrt in die Zone ihres Besitzers zurück</translation>
    </message>
    <message>
        <source>{card} goes into its owner&apos;s Evolution deck</source>
        <translation>{card} kommt ins Evoluzioni-Deck ihres Besitzers</translation>
    </message>
    <message>
        <source>{card}: +{amount} strength</source>
        <translation>{card}: +{amount} Stärke</translation>
    </message>
    <message>
        <source>{card}: −{amount} strength</source>
        <translation>{card}: −{amount} Stärke</translation>
    </message>
    <message>
        <source>{card} has strength {amount}</source>
        <translation>{card} hat Stärke {amount}</translation>
    </message>
    <message>
        <source>{card} gets {count} {counter} counter(s)</source>
        <translation>{card} erhält {count} {counter}-Marke(n)</translation>
    </message>
    <message>
        <source>{player} takes control of {card}</source>
        <translation>{player} übernimmt die Kontrolle über {card}</translation>
    </message>
    <message>
        <source>{card} goes to the discard pile (two Vice Leader cannot coexist)</source>
        <translation>{card} kommt auf den Ablagestapel (zwei Vice Leader können nicht nebeneinander bestehen)</translation>
    </message>
    <message>
        <source>{card} becomes {player}&apos;s Vice Leader</source>
        <translation>{card} wird der Vice Leader von {player}</translation>
    </message>
    <message>
        <source>The effects of {card} are negated</source>
        <translation>Die Effekte von {card} werden aufgehoben</translation>
    </message>
    <message>
        <source>{card} gains {keyword}</source>
        <translation>{card} erhält {keyword}</translation>
    </message>
    <message>
        <source>{card} may declare {count} more attack(s) this turn</source>
        <translation>{card} darf in diesem Zug {count} weitere(n) Angriff(e) erklären</translation>
    </message>
    <message>
        <source>{card} is transformed into {into}</source>
        <translation>{card} wird in {into} verwandelt</translation>
    </message>
    <message>
        <source>{card} is transformed</source>
        <translation>{card} wird verwandelt</translation>
    </message>
    <message>
        <source>{card} goes back to {to}</source>
        <translation>{card} kehrt zu {to} zurück</translation>
    </message>
    <message>
        <source>{player} covers {card} by hand</source>
        <translation>{player} verdeckt {card} von Hand</translation>
    </message>
    <message>
        <source>{player} uncovers {card} by hand</source>
        <translation>{player} deckt {card} von Hand auf</translation>
    </message>
    <message>
        <source>{player} moves {card} from {src} to {zone} by hand</source>
        <translation>{player} bewegt {card} von {src} nach {zone} von Hand</translation>
    </message>
    <message>
        <source>{player} moves a card from {src} to {zone} by hand</source>
        <translation>{player} bewegt eine Karte von {src} nach {zone} von Hand</translation>
    </message>
    <message>
        <source>{player} changes the {counter} counters of {card} by {amount}</source>
        <translation>{player} ändert die {counter}-Marken von {card} um {amount}</translation>
    </message>
    <message>
        <source>{player} puts {card} into their inkwell</source>
        <translation>{player} legt {card} in den Tintenvorrat</translation>
    </message>
    <message>
        <source>{player} puts a card into their inkwell</source>
        <translation>{player} legt eine Karte in den Tintenvorrat</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} spielt {card} aus</translation>
    </message>
    <message>
        <source>{player} shifts {card} onto {base}</source>
        <translation>{player} spielt {card} per Gestaltwandel auf {base}</translation>
    </message>
    <message>
        <source>{singers} sing {card}</source>
        <translation>{singers} singen {card}</translation>
    </message>
    <message>
        <source>{singers} sings {card}</source>
        <translation>{singers} singt {card}</translation>
    </message>
    <message>
        <source>{card} quests</source>
        <translation>{card} erkundet</translation>
    </message>
    <message>
        <source>{player} gains {count} lore</source>
        <translation>{player} erhält {count} Legenden</translation>
    </message>
    <message>
        <source>{player} gains 1 lore</source>
        <translation>{player} erhält 1 Legende</translation>
    </message>
    <message>
        <source>{player} loses {count} lore</source>
        <translation>{player} verliert {count} Legenden</translation>
    </message>
    <message>
        <source>{player} loses 1 lore</source>
        <translation>{player} verliert 1 Legende</translation>
    </message>
    <message>
        <source>{card} challenges {target}</source>
        <translation>{card} fordert {target} heraus</translation>
    </message>
    <message>
        <source>{card} is dealt {count} damage</source>
        <translation>{card} erleidet {count} Schaden</translation>
    </message>
    <message>
        <source>{card} is dealt 1 damage</source>
        <translation>{card} erleidet 1 Schaden</translation>
    </message>
    <message>
        <source>{count} damage put on {card}</source>
        <translation>{count} Schaden auf {card} gelegt</translation>
    </message>
    <message>
        <source>1 damage put on {card}</source>
        <translation>1 Schaden auf {card} gelegt</translation>
    </message>
    <message>
        <source>{count} damage removed from {card}</source>
        <translation>{count} Schaden von {card} entfernt</translation>
    </message>
    <message>
        <source>1 damage removed from {card}</source>
        <translation>1 Schaden von {card} entfernt</translation>
    </message>
    <message>
        <source>{count} damage moved to {card}</source>
        <translation>{count} Schaden auf {card} verschoben</translation>
    </message>
    <message>
        <source>1 damage moved to {card}</source>
        <translation>1 Schaden auf {card} verschoben</translation>
    </message>
    <message>
        <source>{count} damage to {card} is prevented</source>
        <translation>{count} Schaden an {card} wird verhindert</translation>
    </message>
    <message>
        <source>1 damage to {card} is prevented</source>
        <translation>1 Schaden an {card} wird verhindert</translation>
    </message>
    <message>
        <source>{card} is banished</source>
        <translation>{card} wird verbannt</translation>
    </message>
    <message>
        <source>{card} returns to {owner}&apos;s hand</source>
        <translation>{card} kehrt auf die Hand von {owner} zurück</translation>
    </message>
    <message>
        <source>{card} goes to {owner}&apos;s discard</source>
        <translation>{card} kommt in den Ablagestapel von {owner}</translation>
    </message>
    <message>
        <source>A card of {owner} moves from their {src} to their {dst}</source>
        <translation>Eine Karte von {owner} geht: {src} → {dst}</translation>
    </message>
    <message>
        <source>{card} moves to {location}</source>
        <translation>{card} bewegt sich nach {location}</translation>
    </message>
    <message>
        <source>{player} boosts {card}: a card goes face down under it</source>
        <translation>{player} stärkt {card}: Eine Karte kommt verdeckt darunter</translation>
    </message>
    <message>
        <source>{player} uses {card}: {ability}</source>
        <translation>{player} setzt {card} ein: {ability}</translation>
    </message>
    <message>
        <source>{card}: {ability} triggers</source>
        <translation>{card}: {ability} wird ausgelöst</translation>
    </message>
    <message>
        <source>{card}: {ability} has no effect</source>
        <translation>{card}: {ability} hat keinen Effekt</translation>
    </message>
    <message>
        <source>{player} shuffles their deck</source>
        <translation>{player} mischt das Deck</translation>
    </message>
    <message>
        <source>{player} names {name}</source>
        <translation>{player} nennt {name}</translation>
    </message>
    <message>
        <source>{player} reveals {cards}</source>
        <translation>{player} deckt {cards} auf</translation>
    </message>
    <message>
        <source>{player} puts {count} cards on the bottom of their deck</source>
        <translation>{player} legt {count} Karten unter das Deck</translation>
    </message>
    <message>
        <source>{player} puts a card on the bottom of their deck</source>
        <translation>{player} legt eine Karte unter das Deck</translation>
    </message>
    <message>
        <source>{player} ends their turn</source>
        <translation>{player} beendet den Zug</translation>
    </message>
    <message>
        <source>{player} leaves the game ({why})</source>
        <translation>{player} verlässt das Spiel ({why})</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} gewinnt das Spiel</translation>
    </message>
    <message>
        <source>{player} gets {count} ink drops</source>
        <translation>{player} erhält {count} Tintentropfen</translation>
    </message>
    <message>
        <source>{player} gets an ink drop</source>
        <translation>{player} erhält einen Tintentropfen</translation>
    </message>
    <message>
        <source>{player} removes {count} ink drops to pay</source>
        <translation>{player} entfernt {count} Tintentropfen zum Bezahlen</translation>
    </message>
    <message>
        <source>{player} removes an ink drop to pay</source>
        <translation>{player} entfernt einen Tintentropfen zum Bezahlen</translation>
    </message>
    <message>
        <source>Manual ability now: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Manuelle Fähigkeit jetzt: {card}, {ability}: Führe sie mit den manuellen Werkzeugen aus</translation>
    </message>
    <message>
        <source>Manual ability: {card} was played: {ability} is resolved with the manual tools</source>
        <translation>Manuelle Fähigkeit: {card} wurde ausgespielt: {ability} wird mit den manuellen Werkzeugen ausgeführt</translation>
    </message>
    <message>
        <source>Manual ability: {card}, {ability} was used: resolve its effect with the manual tools</source>
        <translation>Manuelle Fähigkeit: {card}, {ability} wurde eingesetzt: Führe ihren Effekt mit den manuellen Werkzeugen aus</translation>
    </message>
    <message>
        <source>Manual ability: {card} quests: resolve {ability} with the manual tools</source>
        <translation>Manuelle Fähigkeit: {card} erkundet: Führe {ability} mit den manuellen Werkzeugen aus</translation>
    </message>
    <message>
        <source>Manual ability: {card} challenges: resolve {ability} with the manual tools</source>
        <translation>Manuelle Fähigkeit: {card} fordert heraus: Führe {ability} mit den manuellen Werkzeugen aus</translation>
    </message>
    <message>
        <source>Manual ability: {card} is challenged: resolve {ability} with the manual tools</source>
        <translation>Manuelle Fähigkeit: {card} wird herausgefordert: Führe {ability} mit den manuellen Werkzeugen aus</translation>
    </message>
    <message>
        <source>Manual ability: {card} is banished: resolve {ability} with the manual tools</source>
        <translation>Manuelle Fähigkeit: {card} wird verbannt: Führe {ability} mit den manuellen Werkzeugen aus</translation>
    </message>
    <message>
        <source>Manual ability at the start of the turn: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Manuelle Fähigkeit zu Beginn des Zuges: {card}, {ability}: Führe sie mit den manuellen Werkzeugen aus</translation>
    </message>
    <message>
        <source>Manual ability at the end of the turn: {card}, {ability}: resolve it with the manual tools</source>
        <translation>Manuelle Fähigkeit am Ende des Zuges: {card}, {ability}: Führe sie mit den manuellen Werkzeugen aus</translation>
    </message>
    <message>
        <source>Manual: {player} puts {count} damage on {card}</source>
        <translation>Manuell: {player} legt {count} Schaden auf {card}</translation>
    </message>
    <message>
        <source>Manual: {player} puts 1 damage on {card}</source>
        <translation>Manuell: {player} legt 1 Schaden auf {card}</translation>
    </message>
    <message>
        <source>Manual: {player} removes {count} damage from {card}</source>
        <translation>Manuell: {player} entfernt {count} Schaden von {card}</translation>
    </message>
    <message>
        <source>Manual: {player} removes 1 damage from {card}</source>
        <translation>Manuell: {player} entfernt 1 Schaden von {card}</translation>
    </message>
    <message>
        <source>Manual: {player} gains {count} lore</source>
        <translation>Manuell: {player} erhält {count} Legenden</translation>
    </message>
    <message>
        <source>Manual: {player} gains 1 lore</source>
        <translation>Manuell: {player} erhält 1 Legende</translation>
    </message>
    <message>
        <source>Manual: {player} loses {count} lore</source>
        <translation>Manuell: {player} verliert {count} Legenden</translation>
    </message>
    <message>
        <source>Manual: {player} loses 1 lore</source>
        <translation>Manuell: {player} verliert 1 Legende</translation>
    </message>
    <message>
        <source>Manual: {card} is exerted</source>
        <translation>Manuell: {card} wird erschöpft</translation>
    </message>
    <message>
        <source>Manual: {card} is readied</source>
        <translation>Manuell: {card} wird bereit gemacht</translation>
    </message>
    <message>
        <source>Manual: {player} moves {card} from their {src} to their {dst}</source>
        <translation>Manuell: {player} verschiebt {card}: {src} → {dst}</translation>
    </message>
    <message>
        <source>Manual: {player} moves a card from their {src} to their {dst}</source>
        <translation>Manuell: {player} verschiebt eine Karte: {src} → {dst}</translation>
    </message>
    <message>
        <source>Manual: {player} draws a card</source>
        <translation>Manuell: {player} zieht eine Karte</translation>
    </message>
    <message>
        <source>Manual: {player} shuffles their deck</source>
        <translation>Manuell: {player} mischt das Deck</translation>
    </message>
    <message>
        <source>Manual: {player} looks at the top card of their deck</source>
        <translation>Manuell: {player} schaut sich die oberste Karte des Decks an</translation>
    </message>
    <message>
        <source>Manual: {player} moves {card} from play to {owner}&apos;s {dst}</source>
        <translation>Manuell: {player} verschiebt {card} aus dem Spiel: {dst} von {owner}</translation>
    </message>
    <message>
        <source>Manual: {player} notes on {card}: “{text}”</source>
        <translation>Manuell: {player} notiert auf {card}: „{text}“</translation>
    </message>
    <message>
        <source>Manual: {player} takes the note off {card}</source>
        <translation>Manuell: {player} nimmt die Notiz von {card}</translation>
    </message>
    <message>
        <source>Manual: {player} gets {count} ink drops</source>
        <translation>Manuell: {player} erhält {count} Tintentropfen</translation>
    </message>
    <message>
        <source>Manual: {player} gets 1 ink drop</source>
        <translation>Manuell: {player} erhält 1 Tintentropfen</translation>
    </message>
    <message>
        <source>Manual: {player} loses {count} ink drops</source>
        <translation>Manuell: {player} verliert {count} Tintentropfen</translation>
    </message>
    <message>
        <source>Manual: {player} loses 1 ink drop</source>
        <translation>Manuell: {player} verliert 1 Tintentropfen</translation>
    </message>
    <message>
        <source>Manual: {card} moves to {location}</source>
        <translation>Manuell: {card} bewegt sich nach {location}</translation>
    </message>
    <message>
        <source>Manual: {card} leaves its location</source>
        <translation>Manuell: {card} verlässt seinen Ort</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Spielbereich</translation>
    </message>
    <message>
        <source>inkwell</source>
        <translation>Tintenvorrat</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>deck (on top)</source>
        <translation>Deck (oben)</translation>
    </message>
    <message>
        <source>deck (at the bottom)</source>
        <translation>Deck (unten)</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>hat aufgegeben</translation>
    </message>
    <message>
        <source>has no cards in their deck at the end of their turn</source>
        <translation>hat am Ende des Zuges keine Karten mehr im Deck</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>cards whose name, version, classifications or rules text contain the word</source>
        <translation>Karten, deren Name, Version, Klassifizierungen oder Regeltext das Wort enthalten (auch auf Deutsch, wenn du die deutschen Kartendaten importiert hast)</translation>
    </message>
    <message>
        <source>a phrase, in quotes</source>
        <translation>eine Wortgruppe, in Anführungszeichen</translation>
    </message>
    <message>
        <source>cards of that ink (amber, amethyst, emerald, ruby, sapphire, steel); ink:amber ink:steel = both inks</source>
        <translation>Karten dieser Tinte (amber, amethyst, emerald, ruby, sapphire, steel, oder deutsch: bernstein, amethyst, smaragd, rubin, saphir, stahl); ink:amber ink:steel = beide Tinten</translation>
    </message>
    <message>
        <source>compare the cost; also strength (str), willpower (will), lore, move</source>
        <translation>vergleicht die Kosten; auch Stärke (str), Willenskraft (will), Legende (lore), Bewegen (move)</translation>
    </message>
    <message>
        <source>character, action, song, item or location</source>
        <translation>character, action, song, item oder location (oder charakter, aktion, lied, gegenstand, ort)</translation>
    </message>
    <message>
        <source>a keyword; keyword:shift finds every Shift</source>
        <translation>ein Schlüsselwort, englisch oder deutsch (keyword:beschützen); keyword:shift findet jeden Gestaltwandel</translation>
    </message>
    <message>
        <source>a classification (Hero, Princess, Storyborn, ...)</source>
        <translation>eine Klassifizierung (Held, Prinzessin, Sagengestalt, ...)</translation>
    </message>
    <message>
        <source>a set by number, or a promo group</source>
        <translation>ein Set nach Nummer oder eine Promo-Gruppe</translation>
    </message>
    <message>
        <source>a rarity (common, uncommon, rare, super rare, legendary, enchanted)</source>
        <translation>eine Seltenheit (common, uncommon, rare, super rare, legendary, enchanted, oder deutsch: selten, legendär...)</translation>
    </message>
    <message>
        <source>legal in Core (or infinity)</source>
        <translation>legal in Core (oder infinity)</translation>
    </message>
    <message>
        <source>whether the card can go in the inkwell</source>
        <translation>ob die Karte in den Tintenvorrat darf</translation>
    </message>
    <message>
        <source>a leading minus turns a filter around: everything but songs</source>
        <translation>ein Minus davor kehrt einen Filter um: alles außer Liedern</translation>
    </message>
    <message>
        <source>The search boxes of the Catalog, Decks and Collection tabs read words and filters; every filter must hold. Case does not matter. The filter controls under the box write the same filters for you. A query with mistakes lists every mistake and shows no cards.</source>
        <translation>Die Suchfelder der Reiter Katalog, Decks und Sammlung lesen Wörter und Filter; jeder Filter muss zutreffen. Groß- und Kleinschreibung spielt keine Rolle. Die Filter unter dem Feld schreiben dieselben Filter für dich. Eine Suche mit Fehlern nennt jeden Fehler und zeigt keine Karten.</translation>
    </message>
    <message>
        <source>Example: ink:ruby cost&lt;=3 type:character keyword:rush</source>
        <translation>Beispiel: ink:ruby cost&lt;=3 type:character keyword:rush</translation>
    </message>
    <message>
        <source>Search syntax</source>
        <translation>Suchsyntax</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>diese Hilfe</translation>
    </message>
    <message>
        <source>a new deck (in the Decks tab)</source>
        <translation>ein neues Deck (im Reiter Decks)</translation>
    </message>
    <message>
        <source>save the deck</source>
        <translation>das Deck speichern</translation>
    </message>
    <message>
        <source>undo the last change to the deck</source>
        <translation>die letzte Änderung am Deck rückgängig machen</translation>
    </message>
    <message>
        <source>go to the search box (Decks tab)</source>
        <translation>zum Suchfeld (Reiter Decks)</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>beenden</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Anywhere in the window:</source>
        <translation>Überall im Fenster:</translation>
    </message>
    <message>
        <source>Rest the pointer on a row</source>
        <translation>Zeiger auf einer Zeile ruhen lassen</translation>
    </message>
    <message>
        <source>the card enlarged</source>
        <translation>die Karte groß</translation>
    </message>
    <message>
        <source>Double-click a row</source>
        <translation>Doppelklick auf eine Zeile</translation>
    </message>
    <message>
        <source>add the card to the deck open in the Decks tab</source>
        <translation>die Karte zum Deck hinzufügen, das im Reiter Decks offen ist</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>Rechtsklick</translation>
    </message>
    <message>
        <source>add one or a playset to the deck, show enlarged</source>
        <translation>eine oder ein Playset zum Deck hinzufügen, groß zeigen</translation>
    </message>
    <message>
        <source>Click a column title</source>
        <translation>Klick auf einen Spaltentitel</translation>
    </message>
    <message>
        <source>sort by that column (click again to reverse)</source>
        <translation>nach dieser Spalte sortieren (nochmal klicken kehrt um)</translation>
    </message>
    <message>
        <source>Catalog tab</source>
        <translation>Reiter Katalog</translation>
    </message>
    <message>
        <source>In the Catalog tab:</source>
        <translation>Im Reiter Katalog:</translation>
    </message>
    <message>
        <source>Double-click a card, + or Enter</source>
        <translation>Doppelklick auf eine Karte, + oder Eingabe</translation>
    </message>
    <message>
        <source>one more copy in the deck</source>
        <translation>eine Kopie mehr im Deck</translation>
    </message>
    <message>
        <source>- , Delete or Backspace</source>
        <translation>- , Entf oder Rücktaste</translation>
    </message>
    <message>
        <source>one copy fewer</source>
        <translation>eine Kopie weniger</translation>
    </message>
    <message>
        <source>Drag a card onto the deck list</source>
        <translation>Eine Karte auf die Deckliste ziehen</translation>
    </message>
    <message>
        <source>one more copy; drag a deck card back to take one out</source>
        <translation>eine Kopie mehr; eine Deckkarte zurückziehen nimmt eine heraus</translation>
    </message>
    <message>
        <source>Double-click a deck card</source>
        <translation>Doppelklick auf eine Deckkarte</translation>
    </message>
    <message>
        <source>Rest the pointer on a card</source>
        <translation>Zeiger auf einer Karte ruhen lassen</translation>
    </message>
    <message>
        <source>Click a deck card</source>
        <translation>Klick auf eine Deckkarte</translation>
    </message>
    <message>
        <source>shows the card beside the list</source>
        <translation>zeigt die Karte neben der Liste</translation>
    </message>
    <message>
        <source>a playset, the sideboard, every copy out</source>
        <translation>ein Playset, das Sideboard, alle Kopien heraus</translation>
    </message>
    <message>
        <source>Decks tab</source>
        <translation>Reiter Decks</translation>
    </message>
    <message>
        <source>In the Decks tab:</source>
        <translation>Im Reiter Decks:</translation>
    </message>
    <message>
        <source>+ / -</source>
        <translation>+ / -</translation>
    </message>
    <message>
        <source>one normal copy more or fewer of the selected printing</source>
        <translation>eine normale Kopie mehr oder weniger vom gewählten Druck</translation>
    </message>
    <message>
        <source>Ctrl + / Ctrl -</source>
        <translation>Strg + / Strg -</translation>
    </message>
    <message>
        <source>one foil copy more or fewer</source>
        <translation>eine Foil-Kopie mehr oder weniger</translation>
    </message>
    <message>
        <source>Double-click a count</source>
        <translation>Doppelklick auf eine Zahl</translation>
    </message>
    <message>
        <source>type the number you own</source>
        <translation>tippe ein, wie viele du besitzt</translation>
    </message>
    <message>
        <source>Collection tab</source>
        <translation>Reiter Sammlung</translation>
    </message>
    <message>
        <source>In the Collection tab:</source>
        <translation>Im Reiter Sammlung:</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Lorcana Desktop help</source>
        <translation>Hilfe zu Lorcana Desktop</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Die Hilfe schließen</translation>
    </message>
</context>
<context>
    <name>LabWindow</name>
    <message>
        <source>%1 (%2 of %3; 95% interval %4 to %5)</source>
        <translation>%1 (%2 von %3; 95-%-Intervall %4 bis %5)</translation>
    </message>
    <message>
        <source>by lore</source>
        <translation>durch Legende</translation>
    </message>
    <message>
        <source>by an empty deck</source>
        <translation>durch leeres Deck</translation>
    </message>
    <message>
        <source>by concession</source>
        <translation>durch Aufgabe</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unbeendet</translation>
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
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>On the play</source>
        <translation>Als Startspieler</translation>
    </message>
    <message>
        <source>On the draw</source>
        <translation>Als Zweiter</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Partielänge</translation>
    </message>
    <message>
        <source>%1 turns on average (median %2)</source>
        <translation>%1 Züge im Schnitt (Median %2)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>Opening hands</source>
        <translation>Starthände</translation>
    </message>
    <message>
        <source>%1 of their cards inkable</source>
        <translation>%1 ihrer Karten tintbar</translation>
    </message>
    <message>
        <source>Missed ink drops</source>
        <translation>Verpasste Tinte</translation>
    </message>
    <message>
        <source>in %1 of %2 games, on one of its first 4 turns</source>
        <translation>in %1 von %2 Partien, in einem der ersten 4 Züge</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Unbeendet</translation>
    </message>
    <message>
        <source>the same cards</source>
        <translation>dieselben Karten</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) changed</source>
        <translation>
            <numerusform>%n Karte geändert</numerusform>
            <numerusform>%n Karten geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Last run (%1, %2): %3, now %4 (%5 points)</source>
        <translation>Letzter Lauf (%1, %2): %3, jetzt %4 (%5 Punkte)</translation>
    </message>
    <message>
        <source>Test this deck: %1</source>
        <translation>Deck testen: %1</translation>
    </message>
    <message>
        <source>The decks to play against: the preconstructed decks and your saved decks</source>
        <translation>Die Decks, gegen die gespielt wird: die vorgefertigten Decks und deine gespeicherten Decks</translation>
    </message>
    <message>
        <source>Preconstructed deck</source>
        <translation>Vorgefertigtes Deck</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Dein Deck</translation>
    </message>
    <message>
        <source>The computer plays both decks at this level</source>
        <translation>Der Computer spielt beide Decks auf dieser Stufe</translation>
    </message>
    <message>
        <source>Games against each deck, half on the play and half on the draw</source>
        <translation>Partien gegen jedes Deck, halb als Startspieler und halb als Zweiter</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Play the games on every core of this computer</source>
        <translation>Die Partien auf allen Kernen dieses Computers spielen</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <source>Games per deck:</source>
        <translation>Partien pro Deck:</translation>
    </message>
    <message>
        <source>Play against</source>
        <translation>Spielen gegen</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Frühere Läufe</translation>
    </message>
    <message>
        <source>Double-click a run to show its results</source>
        <translation>Doppelklick auf einen Lauf zeigt seine Ergebnisse</translation>
    </message>
    <message>
        <source>Choose the decks to play against, then Start.</source>
        <translation>Wähle die Decks, gegen die gespielt wird, dann Starten.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the run; nothing is kept</source>
        <translation>Den Lauf anhalten; nichts wird behalten</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>What went wrong, for a bug report</source>
        <translation>Was schiefging, für einen Fehlerbericht</translation>
    </message>
    <message>
        <source>The results show here when the run ends.</source>
        <translation>Die Ergebnisse erscheinen hier, wenn der Lauf endet.</translation>
    </message>
    <message>
        <source>Win rate per deck, with its 95% interval</source>
        <translation>Siegquote pro Deck, mit ihrem 95-%-Intervall</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Gezogen</translation>
    </message>
    <message>
        <source>Won if drawn</source>
        <translation>Gewonnen, wenn gezogen</translation>
    </message>
    <message>
        <source>Won if not</source>
        <translation>Gewonnen, wenn nicht</translation>
    </message>
    <message>
        <source>Won if played</source>
        <translation>Gewonnen, wenn gespielt</translation>
    </message>
    <message>
        <source>Turn played</source>
        <translation>Gespielt im Zug</translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation>Der Name der Karte</translation>
    </message>
    <message>
        <source>Games in which it reached the hand (the opening hand included)</source>
        <translation>Partien, in denen sie auf die Hand kam (Starthand eingeschlossen)</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it drew the card</source>
        <translation>Die Siegquote des Decks in den Partien, in denen es die Karte gezogen hat</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it did not draw the card</source>
        <translation>Die Siegquote des Decks in den Partien, in denen es die Karte nicht gezogen hat</translation>
    </message>
    <message>
        <source>The deck&apos;s win rate in the games in which it played the card</source>
        <translation>Die Siegquote des Decks in den Partien, in denen es die Karte gespielt hat</translation>
    </message>
    <message>
        <source>The deck&apos;s own turn on which it usually played the card first (the median)</source>
        <translation>Der eigene Zug, in dem das Deck die Karte meist zuerst gespielt hat (der Median)</translation>
    </message>
    <message>
        <source>How much more the deck won when it drew the card</source>
        <translation>Um wie viel öfter das Deck gewann, wenn es die Karte gezogen hatte</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Lore</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Double-click a game to watch it in the replay viewer</source>
        <translation>Doppelklick auf eine Partie zeigt sie in der Wiederholung</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message numerus="yes">
        <source>Starting %n process(es)…</source>
        <translation>
            <numerusform>%n Prozess wird gestartet…</numerusform>
            <numerusform>%n Prozesse werden gestartet…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Partien</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message>
        <source>%1 games in %2</source>
        <translation>%1 Partien in %2</translation>
    </message>
    <message>
        <source>not kept: %1</source>
        <translation>nicht behalten: %1</translation>
    </message>
    <message>
        <source>Cancelled; nothing was kept.</source>
        <translation>Abgebrochen; nichts wurde behalten.</translation>
    </message>
    <message>
        <source>The test stopped</source>
        <translation>Der Lauf wurde angehalten</translation>
    </message>
    <message>
        <source>The earlier runs cannot be read now: %1</source>
        <translation>Die früheren Läufe können gerade nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games won (%4)</source>
        <translation>%1: %2 von %3 Partien gewonnen (%4)</translation>
    </message>
    <message>
        <source>The results cannot be shown</source>
        <translation>Die Ergebnisse können nicht gezeigt werden</translation>
    </message>
    <message>
        <source>All decks</source>
        <translation>Alle Decks</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>on the play</source>
        <translation>als Startspieler</translation>
    </message>
    <message>
        <source>on the draw</source>
        <translation>als Zweiter</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Die Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Another version</source>
        <translation>Eine andere Version</translation>
    </message>
    <message>
        <source>The deck has no cards in its main deck yet.</source>
        <translation>Das Deck hat noch keine Karten im Hauptdeck.</translation>
    </message>
    <message>
        <source>Choose at least one deck to play against.</source>
        <translation>Wähle mindestens ein Deck, gegen das gespielt wird.</translation>
    </message>
    <message>
        <source>This game was played by another version of the program; the replay shows the game as this version plays it.</source>
        <translation>Diese Partie wurde von einer anderen Version des Programms gespielt; die Wiederholung zeigt die Partie, wie diese Version sie spielt.</translation>
    </message>
    <message>
        <source>The deck “%2” cannot be played: the card “%1” is not in the card data. Change the deck or leave it out, then start again.</source>
        <translation>Das Deck „%2“ kann nicht gespielt werden: Die Karte „%1“ ist nicht in den Kartendaten. Ändere das Deck oder lass es weg und starte dann neu.</translation>
    </message>
    <message>
        <source>The test stopped: a process playing the games ended unexpectedly or could not be started. Start again; with fewer games, if it happens again.</source>
        <translation>Der Lauf wurde angehalten: Ein Prozess, der die Partien spielte, endete unerwartet oder konnte nicht starten. Starte neu; mit weniger Partien, falls es wieder passiert.</translation>
    </message>
    <message>
        <source>The test stopped: the computer ran out of memory. Close other programs or test fewer games at once.</source>
        <translation>Der Lauf wurde angehalten: Dem Computer ging der Speicher aus. Schließe andere Programme oder teste weniger Partien auf einmal.</translation>
    </message>
    <message>
        <source>The test stopped: %1</source>
        <translation>Der Lauf wurde angehalten: %1</translation>
    </message>
    <message>
        <source>The test stopped because of a fault in the program, not in your deck. The details say where it happened.</source>
        <translation>Der Lauf wurde wegen eines Fehlers im Programm angehalten, nicht wegen deines Decks. Die Details zeigen, wo er auftrat.</translation>
    </message>
    <message>
        <source>Nothing of this run was kept; your earlier results are unchanged.</source>
        <translation>Von diesem Lauf wurde nichts behalten; deine früheren Ergebnisse sind unverändert.</translation>
    </message>
</context>
<context>
    <name>LanguageSwitch</name>
    <message>
        <source>The window speaks %1 from the next start: the deck stays open as it is.</source>
        <translation>Das Fenster spricht ab dem nächsten Start %1: das Deck bleibt offen, wie es ist.</translation>
    </message>
    <message>
        <source>Lorcana Desktop speaks %1 now.</source>
        <translation>Lorcana Desktop spricht jetzt %1.</translation>
    </message>
    <message>
        <source>There is no %1 translation here (run python3 dev.py setup): the window stays in English.</source>
        <translation>Hier gibt es keine Übersetzung für %1 (führe python3 dev.py setup aus): das Fenster bleibt englisch.</translation>
    </message>
    <message>
        <source>Your game goes on where you left it.</source>
        <translation>Dein Spiel geht weiter, wo du es verlassen hast.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Plays sensibly, but often picks a move at random.</source>
        <translation>Spielt vernünftig, wählt aber oft einen zufälligen Zug.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Greedy: takes the move that looks best right now.</source>
        <translation>Gierig: nimmt den Zug, der gerade am besten aussieht.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Searches ahead over the cards it cannot see (at most a second a move).</source>
        <translation>Rechnet über die Karten voraus, die er nicht sieht (höchstens eine Sekunde pro Zug).</translation>
    </message>
</context>
<context>
    <name>LoreTrack</name>
    <message>
        <source>Ink drops: {n} (each may be removed to pay 1 ⬡)</source>
        <translation>Tintentropfen: {n} (jeder kann entfernt werden, um 1 ⬡ zu bezahlen)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Lorcana Desktop %1</source>
        <translation>Lorcana Desktop %1</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Your settings file cannot be read</source>
        <translation>Deine Einstellungsdatei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Until it is fixed the program uses its default settings (our own card faces). File &gt; Settings… can replace it; the damaged file is then kept beside the new one.</source>
        <translation>Bis sie repariert ist, nutzt das Programm seine Standardeinstellungen (unsere eigenen Kartenbilder). Datei &gt; Einstellungen… kann sie ersetzen; die beschädigte Datei bleibt dann neben der neuen.</translation>
    </message>
    <message>
        <source>Your settings file cannot be read: see File &gt; Settings…</source>
        <translation>Deine Einstellungsdatei kann nicht gelesen werden: siehe Datei &gt; Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;Neues Deck</translation>
    </message>
    <message>
        <source>&amp;Import card data…</source>
        <translation>Kartendaten &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Help for this tab</source>
        <translation>&amp;Hilfe zu diesem Reiter</translation>
    </message>
    <message>
        <source>&amp;Search syntax</source>
        <translation>&amp;Suchsyntax</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %2: %n copies now</source>
        <translation>
            <numerusform>%1 in %2: jetzt %n Kopie</numerusform>
            <numerusform>%1 in %2: jetzt %n Kopien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not added</source>
        <translation>%1 wurde nicht hinzugefügt</translation>
    </message>
    <message>
        <source>%1 (%2, %3) from data of %4</source>
        <translation>%1 (%2, %3), Daten vom %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln Karte</numerusform>
            <numerusform>%Ln Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln printing(s)</source>
        <translation>
            <numerusform>%Ln Druck</numerusform>
            <numerusform>%Ln Drucke</numerusform>
        </translation>
    </message>
    <message>
        <source>Import LorcanaJSON card data</source>
        <translation>LorcanaJSON-Kartendaten importieren</translation>
    </message>
    <message>
        <source>LorcanaJSON (*.json *.json.gz *.gz *.zip);;All files (*)</source>
        <translation>LorcanaJSON (*.json *.json.gz *.gz *.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Importing card data…</source>
        <translation>Kartendaten werden importiert…</translation>
    </message>
    <message>
        <source>Import card data</source>
        <translation>Kartendaten importieren</translation>
    </message>
    <message>
        <source>Card data not imported</source>
        <translation>Kartendaten nicht importiert</translation>
    </message>
    <message>
        <source>The catalog is unchanged.</source>
        <translation>Der Katalog ist unverändert.</translation>
    </message>
    <message>
        <source>Imported the %1 texts of %2 from %3 in %4 s: the cards show in %1 when the window speaks it (File &gt; Settings…)</source>
        <translation>Die Texte auf %1 von %2 aus %3 in %4 s importiert: Die Karten erscheinen auf %1, wenn das Fenster es spricht (Datei &gt; Einstellungen…)</translation>
    </message>
    <message>
        <source>Imported %2 from %3 in %4 s</source>
        <translation>%2 aus %3 in %4 s importiert</translation>
    </message>
</context>
<context>
    <name>PlayTab</name>
    <message>
        <source>Play a match</source>
        <translation>Eine Partie spielen</translation>
    </message>
    <message>
        <source>Two to four players at this screen, people or the computer. Every move is checked by the rules engine; card abilities the engine does not automate yet are marked “manual”.</source>
        <translation>Zwei bis vier Spieler an diesem Bildschirm, Menschen oder der Computer. Jeder Zug wird von der Regel-Engine geprüft; Kartenfähigkeiten, die die Engine noch nicht automatisiert, sind als „manuell“ markiert.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>How many players (2 to 4)</source>
        <translation>Wie viele Spieler (2 bis 4)</translation>
    </message>
    <message>
        <source>Standard (20 lore)</source>
        <translation>Standard (20 Legenden)</translation>
    </message>
    <message>
        <source>Pack Rush (15 lore, CR 10.2)</source>
        <translation>Pack Rush (15 Legenden, CR 10.2)</translation>
    </message>
    <message>
        <source>The rules variant; Pack Rush checks decks as Pack Rush decks</source>
        <translation>Die Regelvariante; Pack Rush prüft Decks als Pack-Rush-Decks</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>A number to replay the same shuffles; empty for a new random game</source>
        <translation>Eine Zahl, um dieselben Mischungen noch einmal zu spielen; leer für ein neues zufälliges Spiel</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Answer a choice for me when it has only one possible answer</source>
        <translation>Eine Wahl für mich beantworten, wenn sie nur eine mögliche Antwort hat</translation>
    </message>
    <message>
        <source>Off: every choice waits for your click, even when only one answer is possible</source>
        <translation>Aus: Jede Wahl wartet auf deinen Klick, auch wenn nur eine Antwort möglich ist</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Shuffle, draw the opening hands and go to the table</source>
        <translation>Mischen, die Starthände ziehen und an den Tisch gehen</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Letzte Partie fortsetzen</translation>
    </message>
    <message>
        <source>Go back to the game that was autosaved when you left it</source>
        <translation>Zurück zur Partie, die beim Verlassen automatisch gespeichert wurde</translation>
    </message>
    <message>
        <source>Open a replay…</source>
        <translation>Wiederholung öffnen…</translation>
    </message>
    <message>
        <source>Watch a saved game move by move</source>
        <translation>Eine gespeicherte Partie Zug für Zug ansehen</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Spieler 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Spieler 4</translation>
    </message>
    <message>
        <source>The player&apos;s name, shown on the table and in the log</source>
        <translation>Der Name des Spielers, gezeigt am Tisch und im Protokoll</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer</source>
        <translation>Ein Mensch an diesem Bildschirm oder der Computer</translation>
    </message>
    <message>
        <source>The deck this player plays; decks that cannot be used say why</source>
        <translation>Das Deck, das dieser Spieler spielt; Decks, die nicht gehen, sagen warum</translation>
    </message>
    <message>
        <source>%1 — cannot be used</source>
        <translation>%1 — nicht verwendbar</translation>
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
        <translation>Das zu spielende Kartenspiel</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Two players at this screen, or one against the computer. Every move is checked by the Exo rules engine; the session passes for you when passing is all you can do (the table&apos;s “Stop at” keeps those windows).</source>
        <translation>Zwei Spieler an diesem Bildschirm oder einer gegen den Computer. Jeder Zug wird von der Exo-Regel-Engine geprüft; die Sitzung passt für dich, wenn du nur passen kannst (das „Anhalten bei“ des Tischs behält diese Fenster).</translation>
    </message>
    <message>
        <source>{name} has no deck to play with.</source>
        <translation>{name} hat kein Deck zum Spielen.</translation>
    </message>
    <message>
        <source>{name}&apos;s deck “{deck}” cannot be used: {why}</source>
        <translation>{name}s Deck „{deck}“ kann nicht verwendet werden: {why}</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not “{text}”.</source>
        <translation>Der Startwert muss eine ganze Zahl sein, nicht „{text}“.</translation>
    </message>
    <message>
        <source>The game cannot be autosaved</source>
        <translation>Die Partie kann nicht automatisch gespeichert werden</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>Die letzte Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Opening the saved game…</source>
        <translation>Die gespeicherte Partie wird geöffnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Opening the saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Replaying the saved game: action %1 of %2</source>
        <translation>Die gespeicherte Partie wird nachgespielt: Aktion %1 von %2</translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Wiederholung öffnen</translation>
    </message>
    <message>
        <source>Lorcana Desktop games (*.lorcana-replay *.lorcana-game);;All files (*)</source>
        <translation>Lorcana-Desktop-Partien (*.lorcana-replay *.lorcana-game);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The replay cannot be opened</source>
        <translation>Die Wiederholung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Lines of this deck that could not be read: {n}; open it in the Decks tab</source>
        <translation>Zeilen dieses Decks, die nicht gelesen werden konnten: {n}; öffne es im Reiter Decks</translation>
    </message>
    <message>
        <source>the deck is empty</source>
        <translation>das Deck ist leer</translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source> ({ability} of {card})</source>
        <translation> ({ability} von {card})</translation>
    </message>
    <message>
        <source> ({card})</source>
        <translation> ({card})</translation>
    </message>
    <message>
        <source>{name}, your opening hand: click the cards you want to put on the bottom of your deck, then confirm (CR 2.2.2).</source>
        <translation>{name}, deine Starthand: Klicke die Karten, die du unter dein Deck legen willst, dann bestätige (CR 2.2.2).</translation>
    </message>
    <message>
        <source>Do you want to use this effect?</source>
        <translation>Willst du diesen Effekt nutzen?</translation>
    </message>
    <message>
        <source>Should {card} enter play exerted?</source>
        <translation>Soll {card} erschöpft ins Spiel kommen?</translation>
    </message>
    <message>
        <source>Several effects wait in the bag: choose which resolves next.</source>
        <translation>Mehrere Effekte warten im Beutel: Wähle, welcher als Nächstes ausgeführt wird.</translation>
    </message>
    <message>
        <source>You look at {card}, the top card of your deck:</source>
        <translation>Du schaust dir {card} an, die oberste Karte deines Decks:</translation>
    </message>
    <message>
        <source>Choose one:</source>
        <translation>Wähle eins:</translation>
    </message>
    <message>
        <source>Choose a number from 0 to {n}</source>
        <translation>Wähle eine Zahl von 0 bis {n}</translation>
    </message>
    <message>
        <source>Name a card</source>
        <translation>Nenne eine Karte</translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) on the bottom of your deck in any order: click them above in the order they go</source>
        <translation>
            <numerusform>Lege %n Karte unter dein Deck: Klicke sie oben an</numerusform>
            <numerusform>Lege %n Karten in beliebiger Reihenfolge unter dein Deck: Klicke sie oben in der Reihenfolge an, in der sie gehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put %n card(s) back on top of your deck in any order: click them above in the order they go</source>
        <translation>
            <numerusform>Lege %n Karte zurück auf dein Deck: Klicke sie oben an</numerusform>
            <numerusform>Lege %n Karten in beliebiger Reihenfolge zurück auf dein Deck: Klicke sie oben in der Reihenfolge an, in der sie gehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of yours to banish for this cost</source>
        <translation>
            <numerusform>Wähle %n deiner Karten, die du für diese Kosten verbannst</numerusform>
            <numerusform>Wähle %n deiner Karten, die du für diese Kosten verbannst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of yours to exert for this cost</source>
        <translation>
            <numerusform>Wähle %n deiner Karten, die du für diese Kosten erschöpfst</numerusform>
            <numerusform>Wähle %n deiner Karten, die du für diese Kosten erschöpfst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) of your discard to put on the bottom of your deck</source>
        <translation>
            <numerusform>Wähle %n Karte aus deinem Ablagestapel, die du unter dein Deck legst</numerusform>
            <numerusform>Wähle %n Karten aus deinem Ablagestapel, die du unter dein Deck legst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) from your hand to discard</source>
        <translation>
            <numerusform>Wähle %n Karte aus deiner Hand zum Abwerfen</numerusform>
            <numerusform>Wähle %n Karten aus deiner Hand zum Abwerfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose any whose strength totals {m} or less: click the lit cards, then Confirm</source>
        <translation>Wähle beliebig viele mit zusammen {m} Stärke oder weniger: klicke die leuchtenden Karten an, dann Bestätigen</translation>
    </message>
    <message>
        <source>Choose up to {n}: click the lit cards, then Confirm</source>
        <translation>Wähle bis zu {n}: Klicke die leuchtenden Karten, dann Bestätigen</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>Wähle einen Spieler</translation>
    </message>
    <message>
        <source>Choose {n}: click the lit cards</source>
        <translation>Wähle {n}: Klicke die leuchtenden Karten</translation>
    </message>
    <message>
        <source>Waiting for a choice ({kind})</source>
        <translation>Warte auf eine Wahl ({kind})</translation>
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
        <translation>Nennen</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Diese Hand behalten</translation>
    </message>
    <message numerus="yes">
        <source>Put back %n card(s)</source>
        <translation>
            <numerusform>%n Karte zurücklegen</numerusform>
            <numerusform>%n Karten zurücklegen</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Put them in this order</source>
        <translation>In dieser Reihenfolge</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Exerted</source>
        <translation>Erschöpft</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Keep it on top</source>
        <translation>Oben lassen</translation>
    </message>
    <message>
        <source>Put it on the bottom</source>
        <translation>Unten hinlegen</translation>
    </message>
    <message>
        <source>Choose none</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation>Diese Reihenfolge behalten</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Needs {cost} ink; you have {ready} ready</source>
        <translation>Braucht {cost} Tinte; du hast {ready} bereit</translation>
    </message>
    <message>
        <source>Needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)</source>
        <translation>Braucht {cost} Tinte; du hast {ready} bereit (Tintentropfen können {drops} mehr bezahlen)</translation>
    </message>
    <message>
        <source>Shift needs {cost} ink; you have {ready} ready</source>
        <translation>Gestaltwandel braucht {cost} Tinte; du hast {ready} bereit</translation>
    </message>
    <message>
        <source>Shift needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)</source>
        <translation>Gestaltwandel braucht {cost} Tinte; du hast {ready} bereit (Tintentropfen können {drops} mehr bezahlen)</translation>
    </message>
    <message>
        <source>Moving there needs {cost} ink; you have {ready} ready</source>
        <translation>Dorthin bewegen braucht {cost} Tinte; du hast {ready} bereit</translation>
    </message>
    <message>
        <source>Ink drops: you have {have}, you cannot remove {drops}</source>
        <translation>Tintentropfen: Du hast {have}, du kannst nicht {drops} entfernen</translation>
    </message>
    <message>
        <source>Drying: played this turn</source>
        <translation>Trocknend: in diesem Zug ausgespielt</translation>
    </message>
    <message>
        <source>{card} is drying: played this turn, it cannot sing yet</source>
        <translation>{card} ist trocknend: in diesem Zug ausgespielt, kann noch nicht singen</translation>
    </message>
    <message>
        <source>{card} is exerted and cannot sing</source>
        <translation>{card} ist erschöpft und kann nicht singen</translation>
    </message>
    <message>
        <source>Exerted: it readies at the start of your turn</source>
        <translation>Erschöpft: wird zu Beginn deines Zuges bereit gemacht</translation>
    </message>
    <message>
        <source>You already put a card into your inkwell this turn</source>
        <translation>Du hast in diesem Zug schon eine Karte in deinen Tintenvorrat gelegt</translation>
    </message>
    <message>
        <source>No inkwell symbol: it cannot go into the inkwell</source>
        <translation>Kein Tintenvorrat-Symbol: sie kann nicht in den Tintenvorrat</translation>
    </message>
    <message>
        <source>Only exerted characters can be challenged, and {target} is ready</source>
        <translation>Nur erschöpfte Charaktere können herausgefordert werden, und {target} ist bereit</translation>
    </message>
    <message>
        <source>{target} has Evasive: only characters with Evasive can challenge it</source>
        <translation>{target} hat Wendig: Nur Charaktere mit Wendig können ihn herausfordern</translation>
    </message>
    <message>
        <source>You must challenge a character with Bodyguard first</source>
        <translation>Du musst zuerst einen Charakter mit Beschützen herausfordern</translation>
    </message>
    <message>
        <source>{target} is yours: challenge an opposing card</source>
        <translation>{target} gehört dir: Fordere eine gegnerische Karte heraus</translation>
    </message>
    <message>
        <source>Reckless: it cannot quest</source>
        <translation>Impulsiv: kann nicht erkunden</translation>
    </message>
    <message>
        <source>Only characters quest</source>
        <translation>Nur Charaktere erkunden</translation>
    </message>
    <message>
        <source>Only characters challenge</source>
        <translation>Nur Charaktere fordern heraus</translation>
    </message>
    <message>
        <source>Only characters move to locations</source>
        <translation>Nur Charaktere bewegen sich an Orte</translation>
    </message>
    <message>
        <source>{card} is already at {location}</source>
        <translation>{card} ist schon bei {location}</translation>
    </message>
    <message>
        <source>{card} cannot Shift onto {bases}: it needs a character of yours with the same name</source>
        <translation>{card} kann nicht per Gestaltwandel auf {bases}: Dazu braucht es einen deiner Charaktere mit demselben Namen</translation>
    </message>
    <message>
        <source>Only songs are sung</source>
        <translation>Nur Lieder werden gesungen</translation>
    </message>
    <message>
        <source>{target} has Ward: opponents cannot choose it</source>
        <translation>{target} hat Behütet: Gegner können ihn nicht wählen</translation>
    </message>
    <message>
        <source>{card} must quest if able: it can quest, so you cannot end your turn yet</source>
        <translation>{card} muss erkunden, wenn möglich: Es ist möglich, also kannst du den Zug noch nicht beenden</translation>
    </message>
    <message>
        <source>{card} must quest this turn while it can</source>
        <translation>{card} muss in diesem Zug erkunden, solange es geht</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>{card} cannot quest now</source>
        <translation>{card} kann gerade nicht erkunden</translation>
    </message>
    <message>
        <source>{card} cannot challenge now</source>
        <translation>{card} kann gerade nicht herausfordern</translation>
    </message>
    <message>
        <source>{target} cannot be challenged now</source>
        <translation>{target} kann gerade nicht herausgefordert werden</translation>
    </message>
    <message>
        <source>Turn actions are taken only in the Main phase</source>
        <translation>Zugaktionen gibt es nur in der Phase Karten spielen und einsetzen</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn to decide</source>
        <translation>{name} ist mit der Entscheidung dran</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The game changed while the computer was thinking</source>
        <translation>Das Spiel hat sich geändert, während der Computer nachdachte</translation>
    </message>
    <message>
        <source>There is nothing of yours to undo</source>
        <translation>Es gibt nichts von dir rückgängig zu machen</translation>
    </message>
    <message>
        <source>Another player has acted since: you cannot undo their move</source>
        <translation>Ein anderer Spieler hat inzwischen gehandelt: Du kannst seinen Zug nicht rückgängig machen</translation>
    </message>
    <message>
        <source>Cannot undo past a draw or another reveal of hidden information</source>
        <translation>Rückgängig geht nicht über ein Ziehen oder eine andere aufgedeckte verdeckte Karte hinaus</translation>
    </message>
    <message>
        <source>There is nothing to redo</source>
        <translation>Es gibt nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Your deck is empty</source>
        <translation>Dein Deck ist leer</translation>
    </message>
    <message>
        <source>Choose up to {n}</source>
        <translation>Wähle bis zu {n}</translation>
    </message>
    <message>
        <source>Choose exactly {n}</source>
        <translation>Wähle genau {n}</translation>
    </message>
    <message>
        <source>Nothing is waiting for a choice now</source>
        <translation>Gerade wartet keine Entscheidung</translation>
    </message>
    <message>
        <source>Player {player} is not in the game</source>
        <translation>Spieler {player} ist nicht im Spiel</translation>
    </message>
    <message>
        <source>There is no such card</source>
        <translation>Diese Karte gibt es nicht</translation>
    </message>
    <message>
        <source>That is not an action of this game</source>
        <translation>Das ist keine Aktion dieses Spiels</translation>
    </message>
    <message>
        <source>That costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Das kostet {cost} ⬡: Du kannst nicht mehr Tintentropfen entfernen</translation>
    </message>
    <message>
        <source>Shift costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Gestaltwandel kostet {cost} ⬡: Du kannst nicht mehr Tintentropfen entfernen</translation>
    </message>
    <message>
        <source>Moving there costs {cost} ⬡: you cannot remove more ink drops than that</source>
        <translation>Dorthin bewegen kostet {cost} ⬡: Du kannst nicht mehr Tintentropfen entfernen</translation>
    </message>
    <message>
        <source>You already played a character named {name} from your discard this turn</source>
        <translation>Du hast in diesem Zug schon einen Charakter namens {name} aus deinem Ablagestapel ausgespielt</translation>
    </message>
    <message>
        <source>A card is played one way: one alternative cost at a time</source>
        <translation>Eine Karte wird nur auf eine Weise ausgespielt: ein alternativer Preis auf einmal</translation>
    </message>
    <message>
        <source>{card} is played for free: there is no ink to pay with ink drops</source>
        <translation>{card} wird kostenlos ausgespielt: Es gibt keine Tinte, die Tintentropfen bezahlen könnten</translation>
    </message>
    <message>
        <source>{card} can be played only after you played another character this turn</source>
        <translation>{card} kann erst ausgespielt werden, nachdem du in diesem Zug einen anderen Charakter ausgespielt hast</translation>
    </message>
    <message>
        <source>An opponent&apos;s effect says you can&apos;t play actions now</source>
        <translation>Ein gegnerischer Effekt verbietet dir gerade, Aktionen auszuspielen</translation>
    </message>
    <message>
        <source>An opponent&apos;s effect says you can&apos;t play items now</source>
        <translation>Ein gegnerischer Effekt verbietet dir gerade, Gegenstände auszuspielen</translation>
    </message>
    <message>
        <source>{card} can&apos;t be played now: the condition on the card does not hold</source>
        <translation>{card} kann gerade nicht ausgespielt werden: Die Bedingung auf der Karte ist nicht erfüllt</translation>
    </message>
    <message>
        <source>{card} has no ability that lets you play it for free</source>
        <translation>{card} hat keine Fähigkeit, mit der du sie kostenlos ausspielen kannst</translation>
    </message>
    <message>
        <source>{card} can&apos;t be played for free now: the condition on the card does not hold</source>
        <translation>{card} kann gerade nicht kostenlos ausgespielt werden: Die Bedingung auf der Karte ist nicht erfüllt</translation>
    </message>
    <message>
        <source>A song sung costs no ink: no ink drops are removed</source>
        <translation>Ein gesungenes Lied kostet keine Tinte: Es werden keine Tintentropfen entfernt</translation>
    </message>
    <message>
        <source>{card} has no Shift</source>
        <translation>{card} hat kein Gestaltwandel</translation>
    </message>
    <message>
        <source>{card} has no Shift now</source>
        <translation>{card} hat gerade kein Gestaltwandel</translation>
    </message>
    <message>
        <source>Shift needs {need} ink drops; you have {have}</source>
        <translation>Gestaltwandel braucht {need} Tintentropfen; du hast {have}</translation>
    </message>
    <message>
        <source>Shift removes {need} ink drops and you have {have}: not {drops} more to pay ink</source>
        <translation>Gestaltwandel entfernt {need} Tintentropfen und du hast {have}: nicht noch {drops}, um Tinte zu bezahlen</translation>
    </message>
    <message>
        <source>Shift needs you to discard {count} card(s)</source>
        <translation>Für Gestaltwandel musst du {count} Karte(n) abwerfen</translation>
    </message>
    <message>
        <source>A character sings once</source>
        <translation>Ein Charakter singt nur einmal</translation>
    </message>
    <message>
        <source>{card} is not one of your characters in play</source>
        <translation>{card} ist keiner deiner Charaktere im Spiel</translation>
    </message>
    <message>
        <source>{card} can&apos;t exert to sing songs</source>
        <translation>{card} kann sich nicht erschöpfen, um Lieder zu singen</translation>
    </message>
    <message>
        <source>{card} can&apos;t sing songs without Sing Together</source>
        <translation>{card} kann Lieder nur mit Gemeinsam singen singen</translation>
    </message>
    <message>
        <source>Sing Together {need} needs singers with total cost {need}; these have {total}</source>
        <translation>Gemeinsam singen {need} braucht Sänger mit Gesamtkosten {need}; diese haben {total}</translation>
    </message>
    <message>
        <source>{card} has no Sing Together: one character sings it</source>
        <translation>{card} hat kein Gemeinsam singen: Nur ein Charakter singt es</translation>
    </message>
    <message>
        <source>{singer} counts as cost {value}; singing {card} needs cost {cost} or more</source>
        <translation>{singer} zählt als Kosten {value}; um {card} zu singen, braucht es Kosten {cost} oder mehr</translation>
    </message>
    <message>
        <source>{card} is not one of your cards in play</source>
        <translation>{card} ist keine deiner Karten im Spiel</translation>
    </message>
    <message>
        <source>That is not a location</source>
        <translation>Das ist kein Ort</translation>
    </message>
    <message>
        <source>{location} is not one of your locations in play</source>
        <translation>{location} ist keiner deiner Orte im Spiel</translation>
    </message>
    <message>
        <source>{card} can&apos;t move to locations</source>
        <translation>{card} kann sich nicht an Orte bewegen</translation>
    </message>
    <message>
        <source>{card} has no Boost</source>
        <translation>{card} hat kein Stärken</translation>
    </message>
    <message>
        <source>{card} already used Boost this turn</source>
        <translation>{card} hat Stärken in diesem Zug schon benutzt</translation>
    </message>
    <message>
        <source>{card} has no such ability</source>
        <translation>{card} hat diese Fähigkeit nicht</translation>
    </message>
    <message>
        <source>The cost of this ability of {card} cannot be paid here yet</source>
        <translation>Die Kosten dieser Fähigkeit von {card} können hier noch nicht bezahlt werden</translation>
    </message>
    <message>
        <source>{ability} is used once per turn</source>
        <translation>{ability} wird einmal pro Zug benutzt</translation>
    </message>
    <message>
        <source>{ability} can be used only while its condition holds</source>
        <translation>{ability} kann nur benutzt werden, solange ihre Bedingung erfüllt ist</translation>
    </message>
    <message>
        <source>You have no card to discard for this cost</source>
        <translation>Du hast keine Karte, die du für diese Kosten abwerfen kannst</translation>
    </message>
    <message>
        <source>You have nothing to banish for this cost</source>
        <translation>Du hast nichts, das du für diese Kosten verbannen kannst</translation>
    </message>
    <message>
        <source>You have nothing else to banish for this cost</source>
        <translation>Du hast nichts anderes, das du für diese Kosten verbannen kannst</translation>
    </message>
    <message>
        <source>You have no ready item to exert for this cost</source>
        <translation>Du hast keinen bereiten Gegenstand, den du für diese Kosten erschöpfen kannst</translation>
    </message>
    <message>
        <source>You have no other ready, dry character to exert for this cost</source>
        <translation>Du hast keinen anderen bereiten, trockenen Charakter, den du für diese Kosten erschöpfen kannst</translation>
    </message>
    <message>
        <source>You have no other ready, dry {classification} character to exert for this cost</source>
        <translation>Du hast keinen anderen bereiten, trockenen {classification}-Charakter, den du für diese Kosten erschöpfen kannst</translation>
    </message>
    <message>
        <source>{card} has Reckless: it is ready and can challenge, so you cannot end your turn</source>
        <translation>{card} hat Impulsiv: Er ist bereit und kann herausfordern, also kannst du deinen Zug nicht beenden</translation>
    </message>
    <message>
        <source>Another character challenged this turn: only one character can challenge each turn</source>
        <translation>Ein anderer Charakter hat in diesem Zug herausgefordert: Nur ein Charakter kann pro Zug herausfordern</translation>
    </message>
    <message>
        <source>{card} is Adventurous: it cannot challenge</source>
        <translation>{card} ist Adventurous: Er kann nicht herausfordern</translation>
    </message>
    <message>
        <source>{target} is not in play</source>
        <translation>{target} ist nicht im Spiel</translation>
    </message>
    <message>
        <source>{card} can&apos;t challenge that player&apos;s characters or locations now</source>
        <translation>{card} kann die Charaktere oder Orte dieses Spielers gerade nicht herausfordern</translation>
    </message>
    <message>
        <source>{target} cannot be challenged by {card}</source>
        <translation>{target} kann nicht von {card} herausgefordert werden</translation>
    </message>
    <message>
        <source>{target} is not a character or location</source>
        <translation>{target} ist weder ein Charakter noch ein Ort</translation>
    </message>
    <message>
        <source>Waiting for player {player} to decide on a mulligan</source>
        <translation>Warte darauf, dass Spieler {player} über den Mulligan entscheidet</translation>
    </message>
    <message>
        <source>It is player {player}&apos;s turn to mulligan, in turn order</source>
        <translation>Spieler {player} ist in Zugreihenfolge mit dem Mulligan dran</translation>
    </message>
    <message>
        <source>A mulligan puts back cards from your own starting hand</source>
        <translation>Ein Mulligan legt Karten aus deiner eigenen Starthand zurück</translation>
    </message>
    <message>
        <source>Waiting for player {player} to choose</source>
        <translation>Warte auf die Wahl von Spieler {player}</translation>
    </message>
    <message>
        <source>Choose one of the {count} effects in the bag</source>
        <translation>Wähle einen der {count} Effekte im Beutel</translation>
    </message>
    <message>
        <source>The same target is chosen twice</source>
        <translation>Dasselbe Ziel ist zweimal gewählt</translation>
    </message>
    <message>
        <source>{target} cannot be chosen here</source>
        <translation>{target} kann hier nicht gewählt werden</translation>
    </message>
    <message>
        <source>The chosen characters have {total} ¤ in total; at most {most} ¤ may be chosen</source>
        <translation>Die gewählten Charaktere haben insgesamt {total} ¤; höchstens {most} ¤ dürfen gewählt werden</translation>
    </message>
    <message>
        <source>Choose an amount from 0 to {most}</source>
        <translation>Wähle eine Menge von 0 bis {most}</translation>
    </message>
    <message>
        <source>Choose one of the options shown</source>
        <translation>Wähle eine der gezeigten Optionen</translation>
    </message>
    <message>
        <source>That option can&apos;t be chosen now: it has nothing to act on, so the other one must be</source>
        <translation>Diese Option kann gerade nicht gewählt werden: Sie hat nichts, worauf sie wirkt, also muss die andere gewählt werden</translation>
    </message>
    <message>
        <source>Waiting for player {player} to name a card</source>
        <translation>Warte darauf, dass Spieler {player} eine Karte nennt</translation>
    </message>
    <message>
        <source>Name a card</source>
        <translation>Nenne eine Karte</translation>
    </message>
    <message>
        <source>No card has that name</source>
        <translation>Keine Karte hat diesen Namen</translation>
    </message>
    <message>
        <source>Waiting for player {player} to order cards</source>
        <translation>Warte darauf, dass Spieler {player} Karten ordnet</translation>
    </message>
    <message>
        <source>Order exactly the cards shown</source>
        <translation>Ordne genau die gezeigten Karten</translation>
    </message>
    <message>
        <source>Waiting for another player&apos;s choice</source>
        <translation>Warte auf die Wahl eines anderen Spielers</translation>
    </message>
    <message>
        <source>Answer the choice the game is waiting for first</source>
        <translation>Beantworte zuerst die Entscheidung, auf die das Spiel wartet</translation>
    </message>
    <message>
        <source>Manual tools are used in the Main phase</source>
        <translation>Manuelle Werkzeuge werden in der Phase Karten spielen und einsetzen benutzt</translation>
    </message>
    <message>
        <source>Only the player who is acting may use manual tools</source>
        <translation>Nur der Spieler, der gerade handelt, darf manuelle Werkzeuge benutzen</translation>
    </message>
    <message>
        <source>Damage goes only on cards in play</source>
        <translation>Schaden kommt nur auf Karten im Spiel</translation>
    </message>
    <message>
        <source>Adjust damage by 1 to {most}</source>
        <translation>Ändere den Schaden um 1 bis {most}</translation>
    </message>
    <message>
        <source>That card has less damage than that</source>
        <translation>Diese Karte hat weniger Schaden</translation>
    </message>
    <message>
        <source>That player is not in the game</source>
        <translation>Dieser Spieler ist nicht im Spiel</translation>
    </message>
    <message>
        <source>Adjust lore by 1 to {most}</source>
        <translation>Ändere die Legenden um 1 bis {most}</translation>
    </message>
    <message>
        <source>Only cards in play and ink can be exerted or readied</source>
        <translation>Nur Karten im Spiel und Tinte können erschöpft oder bereit gemacht werden</translation>
    </message>
    <message>
        <source>It is already exerted</source>
        <translation>Sie ist schon erschöpft</translation>
    </message>
    <message>
        <source>It is already ready</source>
        <translation>Sie ist schon bereit</translation>
    </message>
    <message>
        <source>There is no such zone</source>
        <translation>Diese Zone gibt es nicht</translation>
    </message>
    <message>
        <source>You may move another player&apos;s card only from play (it goes to its owner&apos;s zones)</source>
        <translation>Die Karte eines anderen Spielers kannst du nur aus dem Spiel bewegen (sie geht in die Zonen ihres Besitzers)</translation>
    </message>
    <message>
        <source>It is already in play</source>
        <translation>Sie ist schon im Spiel</translation>
    </message>
    <message>
        <source>Only cards in your hand, play area, discard or inkwell (or the top of your deck) can be moved</source>
        <translation>Nur Karten aus deiner Hand, deinem Spielbereich, Ablagestapel oder Tintenvorrat (oder die oberste deines Decks) können bewegt werden</translation>
    </message>
    <message>
        <source>It is already there</source>
        <translation>Sie ist schon dort</translation>
    </message>
    <message>
        <source>Notes go only on cards in play</source>
        <translation>Notizen kommen nur auf Karten im Spiel</translation>
    </message>
    <message>
        <source>A note has at most {most} characters</source>
        <translation>Eine Notiz hat höchstens {most} Zeichen</translation>
    </message>
    <message>
        <source>There is no note on it to take off</source>
        <translation>Darauf liegt keine Notiz, die du entfernen könntest</translation>
    </message>
    <message>
        <source>Adjust ink drops by 1 to {most}</source>
        <translation>Ändere die Tintentropfen um 1 bis {most}</translation>
    </message>
    <message>
        <source>That player has fewer ink drops than that</source>
        <translation>Dieser Spieler hat weniger Tintentropfen</translation>
    </message>
    <message>
        <source>Only characters in play move to locations</source>
        <translation>Nur Charaktere im Spiel bewegen sich an Orte</translation>
    </message>
    <message>
        <source>A character moves only to a location of its player in play</source>
        <translation>Ein Charakter bewegt sich nur an einen Ort seines Spielers im Spiel</translation>
    </message>
    <message>
        <source>It is not at a location</source>
        <translation>Er ist an keinem Ort</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Es gibt nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>No opposing character to challenge</source>
        <translation>Kein gegnerischer Charakter zum Herausfordern</translation>
    </message>
    <message>
        <source>Can&apos;t play it: {why}</source>
        <translation>Kann nicht ausgespielt werden: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t ink it: {why}</source>
        <translation>Kann nicht getintet werden: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t quest: {why}</source>
        <translation>Kann nicht erkunden: {why}</translation>
    </message>
    <message>
        <source>Can&apos;t challenge: {why}</source>
        <translation>Kann nicht herausfordern: {why}</translation>
    </message>
    <message>
        <source>There is no player {number}</source>
        <translation>Es gibt keinen Spieler {number}</translation>
    </message>
    <message>
        <source>That is not an action of Creatures of Exo</source>
        <translation>Das ist keine Aktion von Creatures of Exo</translation>
    </message>
    <message>
        <source>Nothing is being asked now</source>
        <translation>Gerade wird nichts gefragt</translation>
    </message>
    <message>
        <source>Nobody plays cards or activates effects while a chain resolves</source>
        <translation>Während eine Kette abgehandelt wird, spielt niemand Karten und aktiviert keine Effekte</translation>
    </message>
    <message>
        <source>{player} holds priority: wait until they play a card, activate an effect or declare a change of phase</source>
        <translation>{player} hat die Priorität: warte, bis eine Karte gespielt, ein Effekt aktiviert oder ein Phasenwechsel erklärt wird</translation>
    </message>
    <message>
        <source>Nothing to pass: play a card, activate an effect, attack or declare the change of phase</source>
        <translation>Nichts zu passen: spiele eine Karte, aktiviere einen Effekt, greife an oder erkläre den Phasenwechsel</translation>
    </message>
    <message>
        <source>Only the player whose turn it is declares the change of phase</source>
        <translation>Nur der Spieler am Zug erklärt den Phasenwechsel</translation>
    </message>
    <message>
        <source>Finish the chain first: both players pass</source>
        <translation>Erst die Kette beenden: beide Spieler passen</translation>
    </message>
    <message>
        <source>The change of phase is declared: your opponent answers or passes</source>
        <translation>Der Phasenwechsel ist erklärt: der Gegner antwortet oder passt</translation>
    </message>
    <message>
        <source>The phase is starting: pass (your opponent may start a chain)</source>
        <translation>Die Phase beginnt: passe (der Gegner darf eine Kette beginnen)</translation>
    </message>
    <message>
        <source>Only the Main phase can skip the Battle phase</source>
        <translation>Nur aus der Hauptphase lässt sich die Kampfphase überspringen</translation>
    </message>
    <message>
        <source>BERSERK: a card must declare an attack on the Leader or the Vice Leader while it can</source>
        <translation>BERSERK: eine Karte muss einen Angriff auf den Leader oder den Vice Leader erklären, solange sie kann</translation>
    </message>
    <message>
        <source>You play only a card from your hand (an Evoluzione: evolve it)</source>
        <translation>Du spielst nur eine Karte aus deiner Hand (eine Evoluzione: entwickle sie)</translation>
    </message>
    <message>
        <source>This card is not played from the hand</source>
        <translation>Diese Karte wird nicht aus der Hand gespielt</translation>
    </message>
    <message>
        <source>This Tattica can be played only during the {phase}</source>
        <translation>Diese Tattica kann nur während der {phase} gespielt werden</translation>
    </message>
    <message>
        <source>This card can be played only during the {phase}</source>
        <translation>Diese Karte kann nur während der {phase} gespielt werden</translation>
    </message>
    <message>
        <source>Creature, Vice Leader and Evoluzioni are not played in answer to a chain</source>
        <translation>Creature, Vice Leader und Evoluzioni werden nicht als Antwort auf eine Kette gespielt</translation>
    </message>
    <message>
        <source>Creature and Vice Leader are played during your Main phase</source>
        <translation>Creature und Vice Leader werden in deiner Hauptphase gespielt</translation>
    </message>
    <message>
        <source>You cannot play a Vice Leader while your Vice Leader zone is taken</source>
        <translation>Du kannst keinen Vice Leader spielen, solange deine Vice-Leader-Zone besetzt ist</translation>
    </message>
    <message>
        <source>The condition for playing this card is not met</source>
        <translation>Die Bedingung, um diese Karte zu spielen, ist nicht erfüllt</translation>
    </message>
    <message>
        <source>This card has no such alternative cost</source>
        <translation>Diese Karte hat diese alternativen Kosten nicht</translation>
    </message>
    <message>
        <source>The condition of that alternative cost is not met</source>
        <translation>Die Bedingung dieser alternativen Kosten ist nicht erfüllt</translation>
    </message>
    <message>
        <source>That alternative cost is a Sacrificio: only a Costo is played as an alternative</source>
        <translation>Diese alternativen Kosten sind ein Sacrificio: als Alternative wird nur ein Costo gespielt</translation>
    </message>
    <message>
        <source>There is no legal target</source>
        <translation>Es gibt kein gültiges Ziel</translation>
    </message>
    <message>
        <source>You cannot pay its Costo of {amount}</source>
        <translation>Du kannst ihren Costo von {amount} nicht zahlen</translation>
    </message>
    <message>
        <source>You cannot pay its Costo of {amount} ({colours})</source>
        <translation>Du kannst ihren Costo von {amount} nicht zahlen ({colours})</translation>
    </message>
    <message>
        <source>Drop the card on its target only for a Tattica with one target; else choose the targets when asked</source>
        <translation>Lege die Karte nur bei einer Tattica mit einem Ziel auf ihr Ziel; sonst wähle die Ziele, wenn danach gefragt wird</translation>
    </message>
    <message>
        <source>Not a legal target for this card</source>
        <translation>Kein gültiges Ziel für diese Karte</translation>
    </message>
    <message>
        <source>Choose {count} target(s)</source>
        <translation>Wähle {count} Ziel(e)</translation>
    </message>
    <message>
        <source>Choose up to {count} target(s)</source>
        <translation>Wähle bis zu {count} Ziel(e)</translation>
    </message>
    <message>
        <source>An Evoluzione is played from your Evolution deck</source>
        <translation>Eine Evoluzione wird aus deinem Evoluzioni-Deck gespielt</translation>
    </message>
    <message>
        <source>Only an Evoluzione is played by a Sacrificio</source>
        <translation>Nur eine Evoluzione wird durch einen Sacrificio gespielt</translation>
    </message>
    <message>
        <source>An Evoluzione is played during your Main phase</source>
        <translation>Eine Evoluzione wird in deiner Hauptphase gespielt</translation>
    </message>
    <message>
        <source>This card has no mode «{mode}»</source>
        <translation>Diese Karte hat keinen Modus «{mode}»</translation>
    </message>
    <message>
        <source>«{mode}» needs your Vice Leader in its zone, and one that can undergo it</source>
        <translation>«{mode}» braucht deinen Vice Leader in seiner Zone, und einen, der das erleiden kann</translation>
    </message>
    <message>
        <source>Your Vice Leader zone is taken: sacrifice the Vice Leader there</source>
        <translation>Deine Vice-Leader-Zone ist besetzt: opfere den Vice Leader dort</translation>
    </message>
    <message>
        <source>You cannot pay its Sacrificio (the named face-up cards of your Field)</source>
        <translation>Du kannst ihren Sacrificio nicht zahlen (die genannten offenen Karten deines Campo)</translation>
    </message>
    <message>
        <source>A card already on the chain adds no other effect of its own</source>
        <translation>Eine Karte, die schon in der Kette ist, fügt keinen weiteren eigenen Effekt hinzu</translation>
    </message>
    <message>
        <source>Once per turn: this effect (or one of a card of yours with the same name) was used this turn</source>
        <translation>Einmal pro Zug: dieser Effekt (oder der einer deiner Karten mit demselben Namen) wurde in diesem Zug schon genutzt</translation>
    </message>
    <message>
        <source>The condition for activating this effect is not met</source>
        <translation>Die Bedingung, um diesen Effekt zu aktivieren, ist nicht erfüllt</translation>
    </message>
    <message>
        <source>You cannot pay what this effect asks to be activated</source>
        <translation>Du kannst nicht zahlen, was dieser Effekt zum Aktivieren verlangt</translation>
    </message>
    <message>
        <source>This card has no such ability</source>
        <translation>Diese Karte hat diese Fähigkeit nicht</translation>
    </message>
    <message>
        <source>The card must be on your Field</source>
        <translation>Die Karte muss in deinem Campo sein</translation>
    </message>
    <message>
        <source>A Leader&apos;s effect is used as the Leader effect</source>
        <translation>Der Effekt eines Leaders wird als Leader-Effekt genutzt</translation>
    </message>
    <message>
        <source>A covered (or negated) card&apos;s effects are not active</source>
        <translation>Die Effekte einer verdeckten (oder aufgehobenen) Karte sind nicht aktiv</translation>
    </message>
    <message>
        <source>COPRI is activated during your Main phase</source>
        <translation>COPRI wird in deiner Hauptphase aktiviert</translation>
    </message>
    <message>
        <source>This effect is used during the {phase}</source>
        <translation>Dieser Effekt wird während der {phase} genutzt</translation>
    </message>
    <message>
        <source>These effects are used only during your Main phase and from your Field</source>
        <translation>Diese Effekte werden nur in deiner Hauptphase und aus deinem Campo genutzt</translation>
    </message>
    <message>
        <source>This ability is not activated by a player: it triggers by itself</source>
        <translation>Diese Fähigkeit aktiviert kein Spieler: sie löst von selbst aus</translation>
    </message>
    <message>
        <source>Your Leader has no such effect on the side it shows</source>
        <translation>Dein Leader hat diesen Effekt auf der gezeigten Seite nicht</translation>
    </message>
    <message>
        <source>Only one Leader effect is used each turn</source>
        <translation>Pro Zug wird nur ein Leader-Effekt genutzt</translation>
    </message>
    <message>
        <source>This Leader effect is used during the {phase}</source>
        <translation>Dieser Leader-Effekt wird während der {phase} genutzt</translation>
    </message>
    <message>
        <source>A Leader effect is used only during the Main phase of your turn</source>
        <translation>Ein Leader-Effekt wird nur in der Hauptphase deines Zuges genutzt</translation>
    </message>
    <message>
        <source>This card has no such RIVELA effect</source>
        <translation>Diese Karte hat diesen RIVELA-Effekt nicht</translation>
    </message>
    <message>
        <source>RIVELA is used by revealing the card from your hand</source>
        <translation>RIVELA wird genutzt, indem du die Karte aus deiner Hand aufdeckst</translation>
    </message>
    <message>
        <source>This RIVELA is used during the {phase}</source>
        <translation>Dieses RIVELA wird während der {phase} genutzt</translation>
    </message>
    <message>
        <source>Only the player whose turn it is attacks</source>
        <translation>Nur der Spieler am Zug greift an</translation>
    </message>
    <message>
        <source>Attacks are declared in your Battle phase</source>
        <translation>Angriffe werden in deiner Kampfphase erklärt</translation>
    </message>
    <message>
        <source>Attacks are declared when no chain is open, after the start of the Battle phase</source>
        <translation>Angriffe werden erklärt, wenn keine Kette offen ist, nach dem Beginn der Kampfphase</translation>
    </message>
    <message>
        <source>Only a card on your Field can attack</source>
        <translation>Nur eine Karte in deinem Campo kann angreifen</translation>
    </message>
    <message>
        <source>The Leader does not attack (unless an effect lets it)</source>
        <translation>Der Leader greift nicht an (außer ein Effekt erlaubt es)</translation>
    </message>
    <message>
        <source>A covered card cannot declare an attack</source>
        <translation>Eine verdeckte Karte kann keinen Angriff erklären</translation>
    </message>
    <message>
        <source>A card with strength 0 cannot declare an attack</source>
        <translation>Eine Karte mit Stärke 0 kann keinen Angriff erklären</translation>
    </message>
    <message>
        <source>This card already attacked this turn: each card declares one attack</source>
        <translation>Diese Karte hat in diesem Zug schon angegriffen: jede Karte erklärt einen Angriff</translation>
    </message>
    <message>
        <source>A card transformed this turn cannot declare an attack</source>
        <translation>Eine in diesem Zug verwandelte Karte kann keinen Angriff erklären</translation>
    </message>
    <message>
        <source>Creature and Vice Leader cannot attack the turn they are played</source>
        <translation>Creature und Vice Leader können im Zug, in dem sie gespielt werden, nicht angreifen</translation>
    </message>
    <message>
        <source>The target must be a card on your opponent&apos;s Field or their Leader</source>
        <translation>Das Ziel muss eine Karte im gegnerischen Campo oder dessen Leader sein</translation>
    </message>
    <message>
        <source>The Leader cannot be attacked while a face-up Vice Leader is on the Field</source>
        <translation>Der Leader kann nicht angegriffen werden, solange ein offener Vice Leader im Campo ist</translation>
    </message>
    <message>
        <source>ASSALTO: the turn it is played, this card attacks only cards that are not the Leader</source>
        <translation>ASSALTO: im Zug, in dem sie gespielt wird, greift diese Karte nur Karten an, die nicht der Leader sind</translation>
    </message>
    <message>
        <source>BERSERK: this card must attack the Leader or the Vice Leader</source>
        <translation>BERSERK: diese Karte muss den Leader oder den Vice Leader angreifen</translation>
    </message>
    <message>
        <source>GUARDIA is used when your opponent declares an attack on your Leader or Vice Leader</source>
        <translation>GUARDIA wird genutzt, wenn der Gegner einen Angriff auf deinen Leader oder Vice Leader erklärt</translation>
    </message>
    <message>
        <source>GUARDIA needs the card face up on your Field</source>
        <translation>GUARDIA braucht die Karte offen in deinem Campo</translation>
    </message>
    <message>
        <source>This card is already the attack&apos;s target</source>
        <translation>Diese Karte ist schon das Ziel des Angriffs</translation>
    </message>
    <message>
        <source>GUARDIA answers the attack&apos;s own chain</source>
        <translation>GUARDIA antwortet auf die Kette des Angriffs selbst</translation>
    </message>
    <message>
        <source>{player} must choose cards first</source>
        <translation>{player} muss zuerst Karten wählen</translation>
    </message>
    <message>
        <source>Choose among the cards offered</source>
        <translation>Wähle unter den angebotenen Karten</translation>
    </message>
    <message>
        <source>Choose {count} card(s)</source>
        <translation>Wähle {count} Karte(n)</translation>
    </message>
    <message>
        <source>Choose up to {count} card(s)</source>
        <translation>Wähle bis zu {count} Karte(n)</translation>
    </message>
    <message>
        <source>Those cards do not pay the coloured units of the Costo</source>
        <translation>Diese Karten zahlen die farbigen Einheiten des Costo nicht</translation>
    </message>
    <message>
        <source>Those cards are not the Sacrificio the card asks for</source>
        <translation>Diese Karten sind nicht der Sacrificio, den die Karte verlangt</translation>
    </message>
    <message>
        <source>{player} must answer yes or no first</source>
        <translation>{player} muss zuerst mit Ja oder Nein antworten</translation>
    </message>
    <message>
        <source>{player} must order the triggered effects first</source>
        <translation>{player} muss zuerst die ausgelösten Effekte ordnen</translation>
    </message>
    <message>
        <source>Order the cards offered (the next one first), each once</source>
        <translation>Ordne die angebotenen Karten (die nächste zuerst), jede einmal</translation>
    </message>
    <message>
        <source>{player} must choose an option first</source>
        <translation>{player} muss zuerst eine Option wählen</translation>
    </message>
    <message>
        <source>There is no such option</source>
        <translation>Diese Option gibt es nicht</translation>
    </message>
    <message>
        <source>Only the player who holds priority may use manual tools</source>
        <translation>Nur der Spieler mit der Priorität darf die manuellen Werkzeuge nutzen</translation>
    </message>
    <message>
        <source>Only a card on the Field is covered or uncovered by hand</source>
        <translation>Nur eine Karte im Campo wird von Hand verdeckt oder aufgedeckt</translation>
    </message>
    <message>
        <source>A Leader is never covered</source>
        <translation>Ein Leader wird nie verdeckt</translation>
    </message>
    <message>
        <source>It is already covered</source>
        <translation>Sie ist schon verdeckt</translation>
    </message>
    <message>
        <source>It is already face up</source>
        <translation>Sie ist schon offen</translation>
    </message>
    <message>
        <source>You may move only your own cards</source>
        <translation>Du darfst nur deine eigenen Karten bewegen</translation>
    </message>
    <message>
        <source>A Leader does not leave its area</source>
        <translation>Ein Leader verlässt seinen Bereich nicht</translation>
    </message>
    <message>
        <source>A covered banished card cannot change zone</source>
        <translation>Eine verdeckte verbannte Karte kann die Zone nicht wechseln</translation>
    </message>
    <message>
        <source>From the deck only the top card can be moved by hand</source>
        <translation>Aus dem Deck kann nur die oberste Karte von Hand bewegt werden</translation>
    </message>
    <message>
        <source>That card is out of the game</source>
        <translation>Diese Karte ist aus dem Spiel</translation>
    </message>
    <message>
        <source>It is already there ({zone})</source>
        <translation>Sie ist schon dort ({zone})</translation>
    </message>
    <message>
        <source>Your Vice Leader zone is taken</source>
        <translation>Deine Vice-Leader-Zone ist besetzt</translation>
    </message>
    <message>
        <source>Change Vita by 1 to {most}</source>
        <translation>Ändere die Vita um 1 bis {most}</translation>
    </message>
    <message>
        <source>Counters go only on cards on the Field</source>
        <translation>Marken kommen nur auf Karten im Campo</translation>
    </message>
    <message>
        <source>A counter type is a short lower-case name, like rabbia</source>
        <translation>Eine Markenart ist ein kurzer kleingeschriebener Name, etwa rabbia</translation>
    </message>
    <message>
        <source>Change counters by 1 to {most}</source>
        <translation>Ändere die Marken um 1 bis {most}</translation>
    </message>
    <message>
        <source>That card has fewer counters than that</source>
        <translation>Diese Karte hat weniger Marken</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>This is a replay</source>
        <translation>Das ist eine Wiederholung</translation>
    </message>
    <message>
        <source>Move through the game, one action per step</source>
        <translation>Durch die Partie gehen, eine Aktion pro Schritt</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Wie {name} es sah</translation>
    </message>
    <message>
        <source>Whose hand to show</source>
        <translation>Wessen Hand gezeigt wird</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>One action back</source>
        <translation>Eine Aktion zurück</translation>
    </message>
    <message>
        <source>One action forward</source>
        <translation>Eine Aktion vor</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show the review: each player&apos;s chance to win turn by turn, and the moves the Hard computer would have played otherwise</source>
        <translation>Die Analyse zeigen: die Siegchance jedes Spielers Zug für Zug und die Züge, die der Computer auf Schwer anders gespielt hätte</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} von {total}</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review the game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Chart each player&apos;s chance to win, and find the moves of the player shown that the Hard computer would have played otherwise</source>
        <translation>Die Siegchance jedes Spielers zeichnen und die Züge des gezeigten Spielers finden, die der Computer auf Schwer anders gespielt hätte</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Click a move to see the position before it</source>
        <translation>Klicke auf einen Zug, um die Stellung davor zu sehen</translation>
    </message>
    <message>
        <source>Reviewing the moves of %1…</source>
        <translation>Die Züge von %1 werden analysiert…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <source>The review stopped: %1</source>
        <translation>Die Analyse wurde angehalten: %1</translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s chance to win at the start of each turn, as the computer judges the position; %n decision(s) reviewed.</source>
        <translation>
            <numerusform>Die Siegchance jedes Spielers zu Beginn jedes Zuges, wie der Computer die Stellung beurteilt; %n Entscheidung analysiert.</numerusform>
            <numerusform>Die Siegchance jedes Spielers zu Beginn jedes Zuges, wie der Computer die Stellung beurteilt; %n Entscheidungen analysiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1: %2. The computer would have played: %3 (%4 more chance to win)</source>
        <translation>Zug %1: %2. Der Computer hätte gespielt: %3 (%4 mehr Siegchance)</translation>
    </message>
    <message>
        <source>No move lost clearly against the Hard computer.</source>
        <translation>Kein Zug hat klar gegen den Computer auf Schwer verloren.</translation>
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
        <translation>die Suche ist nicht lesbar: {detail}</translation>
    </message>
    <message>
        <source>cannot search for that: {detail}</source>
        <translation>danach kann nicht gesucht werden: {detail}</translation>
    </message>
    <message>
        <source>unknown filter {name} in {token}; known filters: {known}</source>
        <translation>unbekannter Filter {name} in {token}; bekannte Filter: {known}</translation>
    </message>
    <message>
        <source>unknown filter {name}</source>
        <translation>unbekannter Filter {name}</translation>
    </message>
    <message>
        <source>{key} needs a whole number in {token}</source>
        <translation>{key} braucht eine ganze Zahl in {token}</translation>
    </message>
    <message>
        <source>{key} takes &apos;:&apos; (as in {example}), not {op}</source>
        <translation>{key} nimmt &apos;:&apos; (wie in {example}), nicht {op}</translation>
    </message>
    <message>
        <source>unknown ink {value} in {token}; inks are {inks}</source>
        <translation>unbekannte Tinte {value} in {token}; die Tinten sind {inks}</translation>
    </message>
    <message>
        <source>unknown type {value} in {token}; types are {types}</source>
        <translation>unbekannter Typ {value} in {token}; die Typen sind {types}</translation>
    </message>
    <message>
        <source>unknown format {value} in {token}; formats are core, infinity</source>
        <translation>unbekanntes Format {value} in {token}; die Formate sind core, infinity</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>⚠ The settings file {path} cannot be used: {problem}. It stays as it is unless you save; saving keeps it beside the new file.</source>
        <translation>⚠ Die Einstellungsdatei {path} kann nicht verwendet werden: {problem}. Sie bleibt, wie sie ist, außer du speicherst; beim Speichern bleibt sie neben der neuen Datei.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>Die Sprache des Systems (%1)</translation>
    </message>
    <message>
        <source>The language of the window, of the game&apos;s words and, where the card data has them, of the cards</source>
        <translation>Die Sprache des Fensters, der Spielbegriffe und, wo die Kartendaten sie haben, der Karten</translation>
    </message>
    <message>
        <source>A new language reopens the window in it; a game in progress goes on where you left it. Cards show in the language when you have imported its card data (File &gt; Import card data…), in English otherwise.</source>
        <translation>Eine neue Sprache öffnet das Fenster neu in ihr; eine laufende Partie geht weiter, wo du sie verlassen hast. Karten erscheinen in der Sprache, wenn du ihre Kartendaten importiert hast (Datei &gt; Kartendaten importieren…), sonst auf Englisch.</translation>
    </message>
    <message>
        <source>Your own card images</source>
        <translation>Deine eigenen Kartenbilder</translation>
    </message>
    <message>
        <source>Lorcana Desktop draws every card face itself. If you have pictures of your cards, choose the folder (or zip file) that holds them: they are shown in the catalog and the deck builder instead of our drawings.</source>
        <translation>Lorcana Desktop zeichnet jedes Kartenbild selbst. Wenn du Bilder deiner Karten hast, wähle den Ordner (oder die ZIP-Datei) mit ihnen: Sie erscheinen im Katalog und im Deckbau statt unserer Zeichnungen.</translation>
    </message>
    <message>
        <source>No folder: every card is drawn by Lorcana Desktop</source>
        <translation>Kein Ordner: Jede Karte zeichnet Lorcana Desktop</translation>
    </message>
    <message>
        <source>Folder of your card images</source>
        <translation>Ordner deiner Kartenbilder</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <source>Choose zip…</source>
        <translation>ZIP wählen…</translation>
    </message>
    <message>
        <source>Use the pictures inside a .zip file (it is not unpacked)</source>
        <translation>Die Bilder in einer .zip-Datei verwenden (sie wird nicht entpackt)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Use our own drawings for every card</source>
        <translation>Für jede Karte unsere eigenen Zeichnungen verwenden</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Animate card moves (a short slide, under 0.2 seconds)</source>
        <translation>Kartenbewegungen animieren (kurzes Gleiten, unter 0,2 Sekunden)</translation>
    </message>
    <message>
        <source>Cards slide to where they go, so you see what the computer did; off, they jump there at once</source>
        <translation>Karten gleiten an ihren Platz, damit du siehst, was der Computer getan hat; aus springen sie sofort dorthin</translation>
    </message>
    <message>
        <source>Zip file of your card images</source>
        <translation>ZIP-Datei deiner Kartenbilder</translation>
    </message>
    <message>
        <source>Zip files (*.zip)</source>
        <translation>ZIP-Dateien (*.zip)</translation>
    </message>
    <message>
        <source>Name each picture after its printing (.png, .jpg, .jpeg or .webp, any letter case): set and number, with or without zeros, &lt;tt&gt;1-5.png&lt;/tt&gt;, &lt;tt&gt;001-005.png&lt;/tt&gt;, &lt;tt&gt;1_5.jpg&lt;/tt&gt;, &lt;tt&gt;set1-005.png&lt;/tt&gt;, &lt;tt&gt;Q1-7.png&lt;/tt&gt;; a set code, &lt;tt&gt;TFC-005.png&lt;/tt&gt;; the number in a folder named after the set, &lt;tt&gt;TFC/005.png&lt;/tt&gt; or &lt;tt&gt;Set 1/5.png&lt;/tt&gt;; or the card&apos;s full name, &lt;tt&gt;Elsa - Snow Queen.png&lt;/tt&gt; (used for all its printings). An alternate art adds its letter (&lt;tt&gt;8-224a.png&lt;/tt&gt;) and otherwise uses &lt;tt&gt;8-224.png&lt;/tt&gt;. Promos are numbered within their promo group: &lt;tt&gt;P1-3.png&lt;/tt&gt; (&lt;tt&gt;1-3.png&lt;/tt&gt; is the set&apos;s card 3). Pictures are resized to the card; a card without a picture keeps the face we draw. Subfolders one level down are read too; pictures over {megapixels} megapixels and links pointing outside the folder are refused.</source>
        <translation>Benenne jedes Bild nach seinem Druck (.png, .jpg, .jpeg oder .webp, Groß- oder Kleinschreibung egal): Set und Nummer, mit oder ohne Nullen, &lt;tt&gt;1-5.png&lt;/tt&gt;, &lt;tt&gt;001-005.png&lt;/tt&gt;, &lt;tt&gt;1_5.jpg&lt;/tt&gt;, &lt;tt&gt;set1-005.png&lt;/tt&gt;, &lt;tt&gt;Q1-7.png&lt;/tt&gt;; ein Setkürzel, &lt;tt&gt;TFC-005.png&lt;/tt&gt;; die Nummer in einem Ordner mit dem Namen des Sets, &lt;tt&gt;TFC/005.png&lt;/tt&gt; oder &lt;tt&gt;Set 1/5.png&lt;/tt&gt;; oder der volle Name der Karte, &lt;tt&gt;Elsa - Snow Queen.png&lt;/tt&gt; (für alle ihre Drucke). Eine alternative Illustration hängt ihren Buchstaben an (&lt;tt&gt;8-224a.png&lt;/tt&gt;) und nimmt sonst &lt;tt&gt;8-224.png&lt;/tt&gt;. Promos sind in ihrer Promo-Gruppe nummeriert: &lt;tt&gt;P1-3.png&lt;/tt&gt; (&lt;tt&gt;1-3.png&lt;/tt&gt; ist Karte 3 des Sets). Bilder werden auf die Karte angepasst; eine Karte ohne Bild behält die Zeichnung, die wir machen. Unterordner eine Ebene tiefer werden auch gelesen; Bilder über {megapixels} Megapixel und Verknüpfungen aus dem Ordner heraus werden abgelehnt.</translation>
    </message>
    <message>
        <source>Every card is drawn by Lorcana Desktop.</source>
        <translation>Jede Karte zeichnet Lorcana Desktop.</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>it is neither a folder nor a zip file</source>
        <translation>es ist weder ein Ordner noch eine ZIP-Datei</translation>
    </message>
    <message>
        <source>the zip file is damaged</source>
        <translation>die ZIP-Datei ist beschädigt</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>es kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>⚠ {folder}: {problem}</source>
        <translation>⚠ {folder}: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s); they cover {covered} of the catalog&apos;s {printings} printings</source>
        <translation>
            <numerusform>%n Bild; es deckt {covered} der {printings} Drucke des Katalogs ab</numerusform>
            <numerusform>%n Bilder; sie decken {covered} der {printings} Drucke des Katalogs ab</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} match no printing: {names}</source>
        <translation>{count} passen zu keinem Druck: {names}</translation>
    </message>
    <message>
        <source>{count} refused:</source>
        <translation>{count} abgelehnt:</translation>
    </message>
    <message>
        <source>{count} not used (another picture of the same printing comes first): {names}</source>
        <translation>{count} nicht verwendet (ein anderes Bild desselben Drucks kommt zuerst): {names}</translation>
    </message>
    <message>
        <source>too many pixels: {width} x {height}, more than {megapixels} megapixels</source>
        <translation>zu viele Pixel: {width} x {height}, mehr als {megapixels} Megapixel</translation>
    </message>
    <message>
        <source>too many pixels</source>
        <translation>zu viele Pixel</translation>
    </message>
    <message>
        <source>a link pointing outside the folder, to {target}</source>
        <translation>eine Verknüpfung aus dem Ordner heraus, nach {target}</translation>
    </message>
    <message>
        <source>a link stored in the zip</source>
        <translation>eine in der ZIP-Datei gespeicherte Verknüpfung</translation>
    </message>
    <message>
        <source>file too large: {size} MB</source>
        <translation>Datei zu groß: {size} MB</translation>
    </message>
    <message>
        <source>unreadable: {error}</source>
        <translation>nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>{name} ({why})</source>
        <translation>{name} ({why})</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <source>{folder} is not a folder or a zip file. Choose one or clear it.</source>
        <translation>{folder} ist weder ein Ordner noch eine ZIP-Datei. Wähle eins oder leere das Feld.</translation>
    </message>
    <message>
        <source>Replace the damaged settings file?</source>
        <translation>Die beschädigte Einstellungsdatei ersetzen?</translation>
    </message>
    <message>
        <source>{path} cannot be read: {problem}.

Save new settings? The damaged file is kept beside them as {name}.damaged-&lt;date&gt;.</source>
        <translation>{path} kann nicht gelesen werden: {problem}.

Neue Einstellungen speichern? Die beschädigte Datei bleibt daneben als {name}.damaged-&lt;Datum&gt;.</translation>
    </message>
    <message>
        <source>Card images: {folder} ({coverage})</source>
        <translation>Kartenbilder: {folder} ({coverage})</translation>
    </message>
    <message>
        <source>Card images: our own drawings</source>
        <translation>Kartenbilder: unsere eigenen Zeichnungen</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>&lt;b&gt;Cost curve&lt;/b&gt; (bars split by ink)</source>
        <translation>&lt;b&gt;Kostenkurve&lt;/b&gt; (nach Tinte)</translation>
    </message>
</context>
<context>
    <name>TableHelp</name>
    <message>
        <source>drag hand → inkwell</source>
        <translation>ziehen Hand → Tintenvorrat</translation>
    </message>
    <message>
        <source>ink the card (CR 4.2)</source>
        <translation>die Karte tinten (CR 4.2)</translation>
    </message>
    <message>
        <source>drag hand → play area</source>
        <translation>ziehen Hand → Spielbereich</translation>
    </message>
    <message>
        <source>play it; a menu asks when you could pay ink or sing it</source>
        <translation>sie ausspielen; ein Menü fragt, wenn du mit Tinte zahlen oder sie singen könntest</translation>
    </message>
    <message>
        <source>drag hand → your character</source>
        <translation>ziehen Hand → dein Charakter</translation>
    </message>
    <message>
        <source>Shift onto it (CR 8.10)</source>
        <translation>Gestaltwandel darauf (CR 8.10)</translation>
    </message>
    <message>
        <source>drag character → opposing character or location</source>
        <translation>ziehen Charakter → gegnerischer Charakter oder Ort</translation>
    </message>
    <message>
        <source>challenge (CR 4.6)</source>
        <translation>herausfordern (CR 4.6)</translation>
    </message>
    <message>
        <source>drag character → your location</source>
        <translation>ziehen Charakter → dein Ort</translation>
    </message>
    <message>
        <source>move there (CR 4.7)</source>
        <translation>dorthin bewegen (CR 4.7)</translation>
    </message>
    <message>
        <source>double-click a character</source>
        <translation>Doppelklick auf einen Charakter</translation>
    </message>
    <message>
        <source>quest (CR 4.5)</source>
        <translation>erkunden (CR 4.5)</translation>
    </message>
    <message>
        <source>quest with the card you clicked</source>
        <translation>mit der angeklickten Karte erkunden</translation>
    </message>
    <message>
        <source>right-click a card</source>
        <translation>Rechtsklick auf eine Karte</translation>
    </message>
    <message>
        <source>every action for it, and the manual tools</source>
        <translation>jede Aktion dafür und die manuellen Werkzeuge</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>deinen Zug beenden</translation>
    </message>
    <message>
        <source>undo your last decision (never past a draw)</source>
        <translation>deine letzte Entscheidung rückgängig machen (nie über ein Ziehen hinaus)</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel</source>
        <translation>Strg+= / Strg+- / Strg+0, Strg+Mausrad</translation>
    </message>
    <message>
        <source>zoom in, out, back to the whole table</source>
        <translation>vergrößern, verkleinern, zurück zum ganzen Tisch</translation>
    </message>
    <message>
        <source>On the table (Play tab) every move is checked by the rules engine. While you drag a card, the places where it can go light up; a drop the rules refuse snaps back and says why.</source>
        <translation>Am Tisch (Reiter Spielen) prüft die Regel-Engine jeden Zug. Während du eine Karte ziehst, leuchten die Stellen auf, wo sie hin kann; eine Karte, die die Regeln nicht erlauben, springt zurück und sagt, warum.</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>drag to act; double-click to quest; right-click for every action</source>
        <translation>ziehen zum Handeln; Doppelklick zum Erkunden; Rechtsklick für jede Aktion</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>  (left the game)</source>
        <translation>  (hat das Spiel verlassen)</translation>
    </message>
    <message>
        <source>%1 of %2 ready</source>
        <translation>%1 von %2 bereit</translation>
    </message>
    <message>
        <source>Nothing happens there. Drag to your inkwell to ink, to your play area to play, onto an opposing character to challenge, or onto your location to move.</source>
        <translation>Dort passiert nichts. Ziehe in deinen Tintenvorrat zum Tinten, in deinen Spielbereich zum Ausspielen, auf einen gegnerischen Charakter zum Herausfordern oder auf deinen Ort zum Bewegen.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>The game log: everything that happened, newest at the bottom</source>
        <translation>Das Spielprotokoll: alles, was passiert ist, das Neueste unten</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z); never past a draw</source>
        <translation>Deinen letzten Zug zurücknehmen (Strg+Z); nie über ein Ziehen hinaus</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Play the move you took back again (Ctrl+Shift+Z)</source>
        <translation>Den zurückgenommenen Zug erneut spielen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>End your turn (Ctrl+E)</source>
        <translation>Deinen Zug beenden (Strg+E)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Save the replay, concede, or leave the table</source>
        <translation>Wiederholung speichern, aufgeben oder den Tisch verlassen</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>Computer&apos;s move</source>
        <translation>Zug des Computers</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Gib den Bildschirm an {name} weiter.</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Zug {n}</translation>
    </message>
    <message>
        <source>Your turn, {name}: drag a card to your inkwell or play area, onto an opposing character to challenge; double-click a character to quest; right-click for more.</source>
        <translation>Du bist dran, {name}: Ziehe eine Karte in deinen Tintenvorrat oder Spielbereich, auf einen gegnerischen Charakter zum Herausfordern; Doppelklick auf einen Charakter zum Erkunden; Rechtsklick für mehr.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Warte auf {name}.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
        <source>The table is hidden so nobody sees another player&apos;s hand. {name}, click when you are ready.</source>
        <translation>Der Tisch ist verdeckt, damit niemand die Hand eines anderen sieht. {name}, klicke, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: meine Karten zeigen</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Final lore: {lore}
Turns played: {turns}</source>
        <translation>Legenden am Ende: {lore}
Gespielte Züge: {turns}</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>Wiederholung speichern…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Den Tisch ansehen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Manual (not automated yet):</source>
        <translation>Manuell (noch nicht automatisiert):</translation>
    </message>
    <message>
        <source>The move was played, but the autosave failed: {why}</source>
        <translation>Der Zug wurde gespielt, aber das automatische Speichern schlug fehl: {why}</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>Manual (for abilities not automated)</source>
        <translation>Manuell (für nicht automatisierte Fähigkeiten)</translation>
    </message>
    <message>
        <source>Return to its owner&apos;s hand</source>
        <translation>Auf die Hand des Besitzers zurück</translation>
    </message>
    <message>
        <source>Put into its owner&apos;s discard</source>
        <translation>In den Ablagestapel des Besitzers</translation>
    </message>
    <message>
        <source>Put into its owner&apos;s inkwell</source>
        <translation>In den Tintenvorrat des Besitzers</translation>
    </message>
    <message>
        <source>Put on top of its owner&apos;s deck</source>
        <translation>Oben auf das Deck des Besitzers</translation>
    </message>
    <message>
        <source>Put at the bottom of its owner&apos;s deck</source>
        <translation>Unter das Deck des Besitzers</translation>
    </message>
    <message>
        <source>Put 1 damage on it</source>
        <translation>1 Schaden darauf legen</translation>
    </message>
    <message>
        <source>Remove 1 damage</source>
        <translation>1 Schaden entfernen</translation>
    </message>
    <message>
        <source>Exert it</source>
        <translation>Erschöpfen</translation>
    </message>
    <message>
        <source>Ready it</source>
        <translation>Bereit machen</translation>
    </message>
    <message>
        <source>Move to your hand</source>
        <translation>Auf deine Hand</translation>
    </message>
    <message>
        <source>Put into play</source>
        <translation>Ins Spiel bringen</translation>
    </message>
    <message>
        <source>Move to your discard</source>
        <translation>In deinen Ablagestapel</translation>
    </message>
    <message>
        <source>Put into your inkwell</source>
        <translation>In deinen Tintenvorrat</translation>
    </message>
    <message>
        <source>Put on top of your deck</source>
        <translation>Oben auf dein Deck</translation>
    </message>
    <message>
        <source>Put at the bottom of your deck</source>
        <translation>Unter dein Deck</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <source>Shuffle your deck</source>
        <translation>Dein Deck mischen</translation>
    </message>
    <message>
        <source>{name} gains 1 lore</source>
        <translation>{name} erhält 1 Legende</translation>
    </message>
    <message>
        <source>{name} loses 1 lore</source>
        <translation>{name} verliert 1 Legende</translation>
    </message>
    <message>
        <source>{name} gets an ink drop</source>
        <translation>{name} erhält einen Tintentropfen</translation>
    </message>
    <message>
        <source>{name} loses an ink drop</source>
        <translation>{name} verliert einen Tintentropfen</translation>
    </message>
    <message>
        <source>Look at the top card of your deck…</source>
        <translation>Die oberste Karte deines Decks ansehen…</translation>
    </message>
    <message>
        <source>Leave its location</source>
        <translation>Den Ort verlassen</translation>
    </message>
    <message>
        <source>Write a note on it…</source>
        <translation>Eine Notiz darauf schreiben…</translation>
    </message>
    <message>
        <source>Take the note off</source>
        <translation>Die Notiz entfernen</translation>
    </message>
    <message>
        <source>Move to {location}</source>
        <translation>Nach {location} bewegen</translation>
    </message>
    <message>
        <source>Note on {card}</source>
        <translation>Notiz auf {card}</translation>
    </message>
    <message>
        <source>What stays true for this card (everyone sees it until it leaves play):</source>
        <translation>Was für diese Karte gilt (alle sehen es, bis sie das Spiel verlässt):</translation>
    </message>
    <message>
        <source>Manual tools</source>
        <translation>Manuelle Werkzeuge</translation>
    </message>
    <message>
        <source>For card abilities the engine does not automate yet; every use is logged</source>
        <translation>Für Kartenfähigkeiten, die die Engine noch nicht automatisiert; jede Verwendung kommt ins Protokoll</translation>
    </message>
    <message>
        <source>The top card of your deck</source>
        <translation>Die oberste Karte deines Decks</translation>
    </message>
    <message>
        <source>Click one of your ready characters first, then press Q to quest with it.</source>
        <translation>Klicke zuerst einen deiner bereiten Charaktere, dann drücke Q, um mit ihm zu erkunden.</translation>
    </message>
    <message>
        <source>Pass the screen first: undo and redo wait for the next person.</source>
        <translation>Gib zuerst den Bildschirm weiter: Rückgängig und Wiederholen warten auf die nächste Person.</translation>
    </message>
    <message>
        <source>The computer player failed: {why}</source>
        <translation>Der Computerspieler ist gescheitert: {why}</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Leave the table (the game is autosaved)</source>
        <translation>Den Tisch verlassen (die Partie ist automatisch gespeichert)</translation>
    </message>
    <message>
        <source>Leave this game? {name} wins.</source>
        <translation>Diese Partie verlassen? {name} gewinnt.</translation>
    </message>
    <message>
        <source>Leave this game? {names} and {last} play on.</source>
        <translation>Diese Partie verlassen? {names} und {last} spielen weiter.</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>Wiederholung speichern</translation>
    </message>
    <message>
        <source>Lorcana Desktop replays (*.lorcana-replay)</source>
        <translation>Lorcana-Desktop-Wiederholungen (*.lorcana-replay)</translation>
    </message>
    <message>
        <source>Could not save the replay</source>
        <translation>Die Wiederholung konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Replay saved</source>
        <translation>Wiederholung gespeichert</translation>
    </message>
    <message>
        <source>{name}&apos;s discard</source>
        <translation>{name}s Ablagestapel</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), the newest first</source>
        <translation>
            <numerusform>%n Karte, die neueste zuerst</numerusform>
            <numerusform>%n Karten, die neueste zuerst</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in bold can be used now: double-click one, or right-click a card for what you can do with it.</source>
        <translation>Fett gedruckte Karten kannst du jetzt verwenden: Doppelklicke eine, oder Rechtsklick auf eine Karte zeigt, was du damit tun kannst.</translation>
    </message>
    <message>
        <source>Right-click a card for the manual tools.</source>
        <translation>Rechtsklick auf eine Karte für die manuellen Werkzeuge.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
</TS>
