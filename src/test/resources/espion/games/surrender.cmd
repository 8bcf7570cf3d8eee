# Espion: the roadblocks leave Anna no move; Bruno wins.
game espion Anna Bruno scale=100000
start Anna "Joué-sur-Erdre"

# turn 1
circle Bruno 3 "Riaillé"
answer Anna in
roadblock Bruno "Joué – Riaillé" "Joué – Nort" "Joué – Saffré" "Joué – Trans" "Joué – Les Touches"
move Anna "La Chapelle-Glain" 2.5

# turn 2: every road out of La Chapelle-Glain is cut
circle Bruno 2 "La Chapelle-Glain"
answer Anna in
roadblock Bruno "Glain – Saint-Julien" "Glain – Moisdon" "Glain – Vritz" "Glain – Challain" "Glain – Pouancé"
surrender Anna
