/**
 * A seeded set for one easy problem (print the largest value and how often it occurs), in Python: the starter
 * code every student receives, an original solution, a copy of it with renamed variables and comments, and
 * two solutions written independently.
 */
export const STARTER = `import sys


def read_values():
    data = sys.stdin.read().split()
    n = int(data[0])
    return [int(token) for token in data[1:1 + n]]


def solve(values):
    # write your code here
    pass


if __name__ == '__main__':
    values = read_values()
    print(*solve(values))
`;

const withSolve = (solve: string) =>
  STARTER.replace(/def solve\(values\):\n {4}# write your code here\n {4}pass\n/, solve);

export const ORIGINAL = withSolve(`def solve(values):
    best = values[0]
    count = 0
    for value in values:
        if value > best:
            best = value
            count = 1
        elif value == best:
            count += 1
    return best, count
`);

export const RENAMED_COPY = withSolve(`def solve(values):
    # keep the top value seen so far
    top = values[0]
    times = 0
    for item in values:
        if item > top:
            top = item
            times = 1
        elif item == top:
            times += 1   # one more
    return top, times
`);

export const INDEPENDENT_BUILTINS = withSolve(`def solve(values):
    largest = max(values)
    return largest, values.count(largest)
`);

export const INDEPENDENT_SORTED = withSolve(`def solve(values):
    ordered = sorted(values, reverse=True)
    k = 1
    while k < len(ordered) and ordered[k] == ordered[0]:
        k += 1
    return ordered[0], k
`);

/** A reference solution as a college might write it: a third way, counting every value. */
export const REFERENCE = withSolve(`def solve(values):
    counts = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    top = max(counts)
    return top, counts[top]
`);
