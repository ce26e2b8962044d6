#!/bin/sh
# Writes a synthetic scenario of N cells stacked under the root (default 1000), each a view holding
# two labels in a row between the margins, `H:|-[a]-[b]-|`, the cells chained with `V:[prev][cell]`:
# the input for timing `explain` on a large layout (`scripts/stacked-cells.sh 1000 > cells.layout`).
count=${1:-1000}
awk -v n="$count" 'BEGIN {
    printf "title \"%d stacked cells (synthetic)\"\nscreen 320 x %d\n", n, n * 40 + 100
    for (i = 0; i < n; i++) {
        printf "view cell%d {\n", i
        printf "    label a%d intrinsic %d x 20 hugging h 251\n", i, 60 + (i * 37) % 140
        printf "    label b%d intrinsic %d x 17\n", i, 40 + (i * 53) % 140
        printf "}\n"
        printf "H:|[cell%d]|\n", i
        if (i == 0) printf "V:|[cell0]\n"; else printf "V:[cell%d][cell%d]\n", i - 1, i
        printf "H:|-[a%d]-[b%d]-|\n", i, i
        printf "V:|-[a%d]-|\n", i
        printf "b%d.centerY == a%d.centerY\n", i, i
    }
}'
