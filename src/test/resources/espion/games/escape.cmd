# Espion: Anna is the spy, Bruno counter-espionage, on a 1:200 000 road map (1 cm = 2 km).
# In a script the spy's lines are plain; in the program they are entered behind her PIN and sealed.
game espion Anna Bruno territory=25
start Anna Nozay

# turn 1: Anna is inside the 4 cm circle, so Bruno cuts five roads inside it
circle Bruno 4 "Saffré"
answer Anna in
roadblock Bruno "Nozay – Abbaretz" "Nozay – Saffré" "Nozay – Puceul"
roadblock Bruno "Nozay – Vay" "Nozay – Marsac"
move Anna "La Grigonnais" 3.5

# turn 2: outside, three roads at most outside the circle
circle Bruno 5 Blain
answer Anna out
roadblock Bruno "Blain – Bouvron" "Blain – Le Gâvre"
move Anna "Le Gâvre" 5

# turn 3: the move that takes her across the border
circle Bruno 6 "Le Gâvre"
answer Anna in
roadblock Bruno "Le Gâvre – Plessé"
move Anna Guenrouet 6
escape Anna
# Anna confirms her end: her route is shown to everyone (in the program, behind her PIN, sealed)
confirm Anna
